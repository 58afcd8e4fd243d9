/** What other features use of the share kit: the panel the profile's Share tab shows. */
export { ShareKitPanel } from './components/ShareKitPanel';
