import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import './toast-host.css';
import { TOAST_OPTIONS } from '@bank/shared';

/** The one toast host, top right below the top bar, closing after 5 s, with a close button. */
export default function ToastHost() {
  return <ToastContainer {...TOAST_OPTIONS} />;
}
