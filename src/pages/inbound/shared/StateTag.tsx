import { Tag } from 'antd';

/** Colours of the returns' and trailers' states (antd tag presets). */
const COLORS: Record<string, string> = {
  created: 'default',
  graded: 'blue',
  booked: 'processing',
  shelved: 'success',
  expected: 'default',
  atDock: 'blue',
  unloading: 'processing',
  unloaded: 'success',
  cancelled: 'default',
};

/** A document's state as a coloured tag, in the words its screen gives (`label`). */
export default function StateTag({ status, label }: { status: string; label: string }) {
  return (
    <Tag color={COLORS[status] ?? 'default'} data-testid={`status-${status}`}>
      {label}
    </Tag>
  );
}
