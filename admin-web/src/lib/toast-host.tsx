import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_OPTIONS } from '@bank/shared';

/** The one toast host, with the settings of SPEC §9. */
export default function ToastHost() {
  return <ToastContainer {...TOAST_OPTIONS} />;
}
