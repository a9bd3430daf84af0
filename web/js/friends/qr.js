// The QR code of a link to send (issue 41): uqr, pinned in package.json and copied into
// dist/vendor/ by the build (tools/vendor.py), loaded only when asked for and cached offline
// with the rest of the app. Drawn on a canvas: the page's policy allows no data: images.

const UQR_URL = new URL("../../vendor/uqr.mjs", import.meta.url).href;

/** Draw `text` as a QR code on `canvas`, about `width` CSS pixels wide. */
export async function drawQr(canvas, text, width = 320) {
  const { encode } = await import(UQR_URL);
  const { data, size } = encode(text, { ecc: "L", border: 2 });
  const scale = Math.max(2, Math.floor((width * (window.devicePixelRatio || 1)) / size));
  canvas.width = size * scale;
  canvas.height = size * scale;
  canvas.style.width = `${Math.round((size * scale) / (window.devicePixelRatio || 1))}px`;
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = "#000";
  data.forEach((row, y) => row.forEach((dark, x) => {
    if (dark) ctx.fillRect(x * scale, y * scale, scale, scale);
  }));
  return size;
}
