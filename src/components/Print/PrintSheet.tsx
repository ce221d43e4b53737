import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createPortal } from 'react-dom';
import './print.less';

const Previewing = createContext(false);

/** Sheets inside are drawn in place on screen (a preview of what prints), not into the printed root. */
export function PrintPreview({ children }: { children: ReactNode }) {
  return <Previewing.Provider value>{children}</Previewing.Provider>;
}

/**
 * A printed sheet: rendered straight into <body>, beside the app's root, so that printing can
 * leave out everything else with `display: none` (print.less) — hidden parts then take no room
 * and start no page — and the sheet's first box decides the page size:
 * - `a4`: pick lists and manifests, A4 portrait with 12 mm margins;
 * - `label`: shipping labels, 100 × 150 mm without margins, each `.wms-label` on its own page;
 * - `small`: location and product labels, 100 × 50 mm without margins, each `.wms-small-label` on its own page.
 * Nothing of it shows on screen, except inside a `PrintPreview`: there the sheet is drawn in place,
 * on screen, with the same boxes and type (the print centre's template previews).
 */
export default function PrintSheet({ size, children, testId }: { size: 'a4' | 'label' | 'small'; children: ReactNode; testId?: string }) {
  if (useContext(Previewing)) {
    return (
      <div className="wms-print-preview" data-testid={testId && `${testId}-preview`} data-size={size}>
        <div className={`wms-print-${size}`}>{children}</div>
      </div>
    );
  }
  return createPortal(
    <div className={`wms-print-root wms-print-${size}`} data-testid={testId}>
      {children}
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
