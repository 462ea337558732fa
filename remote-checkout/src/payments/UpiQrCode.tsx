import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

type Drawn = { link: string; src: string | null };

/** The UPI payment link as a QR code, drawn in the browser (no service sees the link). */
export function UpiQrCode({ link, label }: { link: string; label: string }) {
  // The drawing of one link; a drawing of an earlier link counts as still loading.
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(link, { errorCorrectionLevel: 'M', margin: 1, width: 220 }).then(
      (src) => live && setDrawn({ link, src }),
      () => live && setDrawn({ link, src: null }),
    );
    return () => {
      live = false;
    };
  }, [link]);
  if (drawn?.link !== link) return <div className="pay-qr pay-qr--loading" aria-busy="true" />;
  return drawn.src ? <img className="pay-qr" src={drawn.src} alt={label} width={220} height={220} /> : null;
}
