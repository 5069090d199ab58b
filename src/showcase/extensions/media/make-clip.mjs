// Makes the player page's clip, public/media/tablero-clip.webm: an animation drawn on a canvas with a tune of
// six notes, recorded by Chromium's MediaRecorder (VP8 video, Opus sound). No encoder is needed beyond the
// browser the end-to-end tests already use. Run: node src/showcase/extensions/media/make-clip.mjs
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const out = fileURLToPath(new URL('../../../../public/media/tablero-clip.webm', import.meta.url));
const SECONDS = 6;

/** The size of an EBML element as written: a variable-length integer. */
function vint(value) {
  for (let length = 1; length <= 8; length++) {
    if (value < 2 ** (7 * length) - 1) {
      const bytes = Buffer.alloc(length);
      let rest = value;
      for (let i = length - 1; i >= 0; i--) {
        bytes[i] = rest % 256;
        rest = Math.floor(rest / 256);
      }
      bytes[0] |= 0x80 >> (length - 1);
      return bytes;
    }
  }
  throw new Error('too large');
}

/**
 * MediaRecorder writes no duration (a live recording does not know it), so players would show none and could not
 * seek: the Segment's Info gets a Duration element, in milliseconds (the default timecode scale).
 */
function withDuration(webm, seconds) {
  const at = webm.indexOf(Buffer.from([0x15, 0x49, 0xa9, 0x66]));
  if (at < 0) throw new Error('no Info element');
  const first = webm[at + 4];
  let length = 1;
  while (!(first & (0x80 >> (length - 1)))) length++;
  let size = first & (0xff >> length);
  for (let i = 1; i < length; i++) size = size * 256 + webm[at + 4 + i];
  const body = webm.subarray(at + 4 + length, at + 4 + length + size);
  const duration = Buffer.alloc(11);
  duration.set([0x44, 0x89, 0x88]);
  duration.writeDoubleBE(seconds * 1000, 3);
  const info = Buffer.concat([body, duration]);
  return Buffer.concat([webm.subarray(0, at + 4), vint(info.length), info, webm.subarray(at + 4 + length + size)]);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
});
const page = await browser.newPage();
await page.setContent('<canvas width="640" height="360"></canvas>');
const { base64, duration } = await page.evaluate(async (seconds) => {
  const canvas = document.querySelector('canvas');
  const g = canvas.getContext('2d');
  const audio = new AudioContext();
  await audio.resume();
  const sound = audio.createMediaStreamDestination();
  // C major, one note a second, each fading out.
  const notes = [261.63, 293.66, 329.63, 349.23, 392.0, 440.0];
  const start = audio.currentTime + 0.05;
  notes.forEach((frequency, i) => {
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.type = 'triangle';
    osc.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + i);
    gain.gain.exponentialRampToValueAtTime(0.35, start + i + 0.04);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + i + 0.9);
    osc.connect(gain).connect(sound);
    osc.start(start + i);
    osc.stop(start + i + 0.95);
  });
  const colours = ['#6d5dfc', '#28c76f', '#00bad1', '#ff9f43', '#ff4c51', '#8592a3'];
  const began = performance.now();
  const draw = () => {
    const t = (performance.now() - began) / 1000;
    g.fillStyle = '#1c2333';
    g.fillRect(0, 0, 640, 360);
    // Six bars, one a note: the note playing rises.
    colours.forEach((colour, i) => {
      const on = Math.floor(t) === i;
      const h = on ? 180 - 120 * (t % 1) : 40;
      g.fillStyle = colour;
      g.globalAlpha = on ? 1 : 0.45;
      g.fillRect(110 + i * 72, 290 - h, 56, h);
    });
    g.globalAlpha = 1;
    // A dot travelling the width, so every frame differs.
    g.fillStyle = '#ffffff';
    g.beginPath();
    g.arc(40 + (560 * t) / seconds, 60, 14, 0, Math.PI * 2);
    g.fill();
    g.font = '600 28px sans-serif';
    g.fillText(`${Math.min(seconds, t).toFixed(1)} s`, 40, 340);
    if (t < seconds + 0.2) requestAnimationFrame(draw);
  };
  draw();
  const stream = new MediaStream([...canvas.captureStream(30).getVideoTracks(), ...sound.stream.getAudioTracks()]);
  const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8,opus', videoBitsPerSecond: 400_000 });
  const parts = [];
  recorder.ondataavailable = (event) => parts.push(event.data);
  const done = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 150));
  recorder.stop();
  await done;
  const blob = new Blob(parts, { type: 'video/webm' });
  // How long it really is: the browser learns it by seeking to the end.
  const probe = document.createElement('video');
  probe.src = URL.createObjectURL(blob);
  await new Promise((resolve) => (probe.onloadedmetadata = resolve));
  probe.currentTime = 1e6;
  await new Promise((resolve) => (probe.onseeked = resolve));
  window.clipDuration = probe.duration;
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { base64: btoa(text), duration: window.clipDuration };
}, SECONDS);
await browser.close();
writeFileSync(out, withDuration(Buffer.from(base64, 'base64'), duration));
console.log(`wrote ${out}: ${duration.toFixed(2)} s`);
