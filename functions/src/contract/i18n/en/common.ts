/** The shell's texts: navigation, loading, empty and error states, dialogs, shared form parts. */
export default {
  pleaseWait: 'Please wait…',
};
