// The QR code of an invoice's UPI payment link: a PNG for the PDF and the
// email, an SVG for the invoice page. Error correction "M" keeps a printed
// or screen-photographed code readable; the quiet zone is the 4 modules the
// QR standard asks for, since scanners fail on codes drawn edge to edge
// (and on a dark page the white margin is all that frames the code).
import QRCode from "qrcode";

const QR_OPTIONS = {
  errorCorrectionLevel: "M",
  margin: 4,
  color: { dark: "#000000", light: "#ffffff" },
} as const;

/** About 400 px wide: sharp when the PDF prints it at 4–5 cm. */
const PNG_WIDTH_PX = 400;

const DEFAULT_LABEL = "UPI QR code to pay this invoice";

/** A PNG of the QR code of `text`, black on white. */
export async function renderQrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { ...QR_OPTIONS, type: "png", width: PNG_WIDTH_PX });
}

/** An `<svg>` of the QR code of `text`, announced to screen readers as an image named `label`. */
export async function renderQrSvg(text: string, label: string = DEFAULT_LABEL): Promise<string> {
  const svg = await QRCode.toString(text, { ...QR_OPTIONS, type: "svg" });
  return svg.replace("<svg ", `<svg role="img" aria-label="${escapeAttribute(label)}" `);
}

function escapeAttribute(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}
