// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readImageFile } from './image-file';

const PNG_START = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];

describe('a picture chosen for upload', () => {
  it('is read as a data URL and the base64 the upload endpoints take, whatever its name says', async () => {
    const image = await readImageFile(new File([new Uint8Array(PNG_START)], 'photo.txt', { type: 'text/plain' }), 800);
    expect(image).toEqual({ dataUrl: expect.stringMatching(/^data:text\/plain;base64,/), base64: btoa(String.fromCharCode(...PNG_START)) });
  });
  it('is refused by its content, not its name', async () => {
    expect(await readImageFile(new File(['<svg onload="alert(1)"/>'], 'logo.png', { type: 'image/png' }), 800)).toEqual({ refused: 'wrong_file_type' });
  });
  it('is refused over the size limit before it is read', async () => {
    expect(await readImageFile(new File([new Uint8Array([...PNG_START, ...new Array(800).fill(0)])], 'big.png'), 800)).toEqual({ refused: 'file_too_large' });
  });
});
