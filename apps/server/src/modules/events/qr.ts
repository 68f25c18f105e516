// A ticket's QR code (issue 25), drawn on the server as SVG by the `qrcode` library: the code alone, so a scanner
// (or a person typing it) hands the check-in call exactly what it takes.
import QRCode from 'qrcode';

export function drawTicketQr(code: string): Promise<string> {
  return QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
