import { useRef } from 'react';

/**
 * An optional drawn signature: strokes on a canvas, handed over as a PNG data URL when a stroke ends.
 * The strokes live in the canvas (drawing state, not workflow state); the chart keeps the image.
 */
export function SignaturePad({
  onDrawn,
  onClear,
}: {
  onDrawn(png: string): void;
  onClear(): void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return [
      ((e.clientX - r.left) * e.currentTarget.width) / r.width,
      ((e.clientY - r.top) * e.currentTarget.height) / r.height,
    ] as const;
  };
  return (
    <div className="mt-3">
      <canvas
        ref={canvas}
        width={480}
        height={120}
        aria-label="Draw your signature (optional)"
        role="img"
        className="w-full touch-none rounded-md bg-white ring-1 ring-slate-300 dark:ring-slate-700"
        onPointerDown={(e) => {
          const ctx = e.currentTarget.getContext('2d');
          if (!ctx) return;
          drawing.current = true;
          e.currentTarget.setPointerCapture(e.pointerId);
          ctx.lineWidth = 2;
          ctx.lineCap = 'round';
          ctx.beginPath();
          ctx.moveTo(...point(e));
        }}
        onPointerMove={(e) => {
          if (!drawing.current) return;
          const ctx = e.currentTarget.getContext('2d');
          ctx?.lineTo(...point(e));
          ctx?.stroke();
        }}
        onPointerUp={(e) => {
          if (!drawing.current) return;
          drawing.current = false;
          onDrawn(e.currentTarget.toDataURL('image/png'));
        }}
      />
      <button
        type="button"
        className="mt-1 text-xs underline"
        onClick={() => {
          const c = canvas.current;
          c?.getContext('2d')?.clearRect(0, 0, c.width, c.height);
          onClear();
        }}
      >
        Clear drawing
      </button>
    </div>
  );
}
