// The unstyled build: the stylesheet comes as a file, not as an injected style element (refused by the Content-Security-Policy).
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/dist/ReactToastify.css';
import './toasts.scss';

/** SPEC §1: toasts at the top right (mirrored in right-to-left). */
export default function Toasts({ rtl }: { rtl: boolean }) {
  return <ToastContainer position="top-right" rtl={rtl} newestOnTop closeOnClick={false} theme="colored" />;
}
