import type { TwoStepEnrolment } from '@bank/shared';
import './two-step.css';

/** The server's QR code (SVG markup) as a picture the page can show under its CSP (img-src data:). */
const qrSource = (svg: string) => (svg.startsWith('data:') ? svg : `data:image/svg+xml,${encodeURIComponent(svg)}`);

/**
 * What an authenticator app needs to add the account: the QR code to scan, and the same key as text
 * to type in (the picture's text alternative says it too, for whoever cannot see the picture).
 */
export function TwoStepKey({ enrolment }: { enrolment: TwoStepEnrolment }) {
  return (
    <div className="two-step-key">
      <img
        className="two-step-key__qr"
        src={qrSource(enrolment.qr_svg)}
        alt={`QR code for your authenticator app. Its key, to type in instead: ${enrolment.secret}`}
        width={200}
        height={200}
      />
      <p>
        Or type this key into the app: <code className="two-step-key__secret">{enrolment.secret}</code>
      </p>
    </div>
  );
}
