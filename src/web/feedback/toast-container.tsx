import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import './toasts.scss';

/** SPEC §1: toasts at the top right (mirrored in right-to-left). */
export default function Toasts({ rtl }: { rtl: boolean }) {
  return <ToastContainer position="top-right" rtl={rtl} newestOnTop closeOnClick={false} theme="colored" />;
}
