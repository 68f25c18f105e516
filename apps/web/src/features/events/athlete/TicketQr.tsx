// A ticket's QR code, large enough to scan from a phone held up to the staff's camera, with its code as text below
// for staff to type when a camera cannot read it. The SVG is the server's (GET /api/tickets/{id}/qr, sent with the
// session's token), shown through an <img> so nothing in it runs.
import { Loader } from '../../../ui/Loader.tsx';
import { useGetTicketQrQuery } from './athlete-events-api.ts';
import styles from './TicketQr.module.css';

export function TicketQr({ ticketId, code }: { ticketId: string; code: string }) {
  const qr = useGetTicketQrQuery(ticketId);
  return (
    <figure className={styles.qr}>
      {qr.data ? (
        <img
          className={styles.image}
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.data)}`}
          alt="Your ticket’s QR code, for the event’s staff to scan"
          width={240}
          height={240}
        />
      ) : qr.isError ? (
        <p className={styles.missing}>The QR code could not be loaded: staff can type the code below.</p>
      ) : (
        <Loader label="Loading your QR code..." />
      )}
      <figcaption>
        <span className={styles.label}>Ticket code</span>
        <code className={styles.code}>{code}</code>
      </figcaption>
    </figure>
  );
}
