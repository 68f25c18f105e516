// The camera's QR scanner for check-in (issue 25), a chunk of its own: qr-scanner reads the camera with the browser's
// BarcodeDetector where there is one and its own small worker elsewhere. Each code is handed on once until another
// is seen, so a ticket held in front of the camera is not sent again and again.
import QrScanner from 'qr-scanner';
import { useEffect, useRef, useState } from 'react';
import styles from './QrScan.module.css';

export function QrScan({ onCode }: { onCode: (code: string) => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let last = '';
    const scanner = new QrScanner(
      video,
      (result) => {
        if (result.data === last) return;
        last = result.data;
        onCodeRef.current(result.data);
      },
      { returnDetailedScanResult: true, preferredCamera: 'environment', maxScansPerSecond: 5 },
    );
    scanner.start().catch(() => {
      setProblem('The camera could not be started: allow it for Podium, or type the ticket code.');
    });
    return () => scanner.destroy();
  }, []);
  return (
    <div>
      <video
        ref={videoRef}
        className={styles.video}
        muted
        playsInline
        aria-label="Camera view for scanning"
      />
      {problem && <p role="alert">{problem}</p>}
    </div>
  );
}
