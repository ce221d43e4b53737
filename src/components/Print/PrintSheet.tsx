import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createPortal } from 'react-dom';
import './print.less';

type Paper = 'a4' | 'label' | 'small';
const Previewing = createContext(false);
const Copies = createContext(1);
const StationPaperOf = createContext<Paper | undefined>(undefined);

/** Label sheets inside print on the station's paper (its label size, src/domain/print/station.ts) instead of their own; A4 sheets keep theirs. */
export function StationPaper({ paper, children }: { paper?: Paper; children: ReactNode }) {
  return <StationPaperOf.Provider value={paper}>{children}</StationPaperOf.Provider>;
}

/** Sheets inside print `n` times over, each copy from a new page (the print centre's copies, a reprint's). */
export function PrintCopies({ n, children }: { n: number; children: ReactNode }) {
  return <Copies.Provider value={Math.max(1, Math.floor(n) || 1)}>{children}</Copies.Provider>;
}

/** Sheets inside are drawn in place on screen (a preview of what prints), not into the printed root. */
export function PrintPreview({ children }: { children: ReactNode }) {
  return <Previewing.Provider value>{children}</Previewing.Provider>;
}

/**
 * A printed sheet, rendered into <body> beside the app's root so that printing can hide everything
 * else (print.less); its first box sets the page: `a4` (12 mm margins), `label` 100 × 150 mm or
 * `small` 100 × 50 mm without margins. Shown on screen only inside a `PrintPreview`.
 */
export default function PrintSheet({ size: own, children, testId }: { size: Paper; children: ReactNode; testId?: string }) {
  const copies = useContext(Copies);
  const station = useContext(StationPaperOf);
  const size = own !== 'a4' && station ? station : own;
  const content =
    copies > 1
      ? Array.from({ length: copies }, (_, i) => (
          <div key={i} className="wms-print-copy" data-copy={i + 1}>
            {children}
          </div>
        ))
      : children;
  if (useContext(Previewing)) {
    return (
      <div className="wms-print-preview" data-testid={testId && `${testId}-preview`} data-size={size} data-copies={copies}>
        <div className={`wms-print-${size}`}>{content}</div>
      </div>
    );
  }
  return createPortal(
    <div className={`wms-print-root wms-print-${size}`} data-testid={testId} data-copies={copies}>
      {content}
    </div>,
    document.body,
  );
}

/** A sheet's header facts, "label: value" each; an item whose value is empty is left out. */
export function PrintMeta({ items }: { items: [label: string, value: ReactNode][] }) {
  const { t } = useTranslation();
  return (
    <div className="wms-print-meta">
      {items
        .filter(([, value]) => value !== undefined && value !== null && value !== '')
        .map(([label, value]) => (
          <span key={label}>
            {t('common.labelValue', { label })}
            {value}
          </span>
        ))}
    </div>
  );
}
