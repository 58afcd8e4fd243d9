import { ToastContainer } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from '@contract/messages';

/** The toast area. It loads after the first paint; a toast raised before it mounts waits for it. */
export default function Toasts() {
  return (
    <ToastContainer
      position="bottom-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      hideProgressBar
      newestOnTop
      closeOnClick={false}
      pauseOnFocusLoss
      theme="light"
    />
  );
}
