/** Reading back a PDF the server made: its first page as text (pdf.js) and as an RGBA image at 1.5x. */
import { expect } from 'vitest';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function readFirstPage(pdf: Buffer) {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  expect(document.numPages).toBe(1);
  const page = await document.getPage(1);
  const content = await page.getTextContent();
  const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' ');
  const viewport = page.getViewport({ scale: 1.5 });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: canvas.getContext('2d') as unknown as CanvasRenderingContext2D, viewport }).promise;
  const image = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
  await document.destroy();
  return { text, image };
}

/** The colour of one pixel of such an image. */
export const pixel = (image: { data: Uint8ClampedArray; width: number }, x: number, y: number) => {
  const at = (Math.round(y) * image.width + Math.round(x)) * 4;
  return [image.data[at], image.data[at + 1], image.data[at + 2]];
};
