import { useEffect, useState } from 'react';
import { renderSVG } from 'uqr';

const WIDTH = 600;
const HEIGHT = 900;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image failed'));
    image.src = src;
  });
}

/**
 * Draws the invitation poster (headline, the reward, the code and a QR code of the link) on a canvas and answers it
 * as a PNG data URL, so the customer can save or share it as an image.
 */
async function drawPoster(lines: { headline: string; reward: string; code: string; link: string }): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.fillStyle = '#1677ff';
  context.fillRect(0, 0, WIDTH, HEIGHT);
  context.fillStyle = '#ffffff';
  context.textAlign = 'center';
  context.font = 'bold 40px sans-serif';
  context.fillText(lines.headline, WIDTH / 2, 110);
  context.font = '26px sans-serif';
  context.fillText(lines.reward, WIDTH / 2, 170);
  context.fillRect(100, 230, 400, 400);
  const qr = await loadImage(`data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(lines.link, { border: 2 }))}`);
  context.drawImage(qr, 110, 240, 380, 380);
  context.font = 'bold 48px monospace';
  context.fillText(lines.code, WIDTH / 2, 730);
  return canvas.toDataURL('image/png');
}

export function InvitePoster(props: { headline: string; reward: string; code: string; link: string; alt: string }) {
  const { headline, reward, code, link, alt } = props;
  const [png, setPng] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    drawPoster({ headline, reward, code, link }).then(
      (url) => live && setPng(url),
      () => live && setPng(null),
    );
    return () => {
      live = false;
    };
  }, [headline, reward, code, link]);
  if (!png) return null;
  return (
    <>
      <img className="membership-poster" src={png} alt={alt} data-testid="invite-poster" />
      <a className="membership-save" href={png} download={`parcelway-invite-${code}.png`}>
        {alt}
      </a>
    </>
  );
}
