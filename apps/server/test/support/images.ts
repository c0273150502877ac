import sharp from 'sharp';

/** A real PNG of the given size (a banner as a designer exports it), decodable by any image library. */
export function samplePng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 60 } } })
    .png()
    .toBuffer();
}
