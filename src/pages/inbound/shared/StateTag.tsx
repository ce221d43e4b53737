import { Tag } from 'antd';

/** Colours of the inbound documents' states (antd tag presets): notices, returns, trailers. */
const COLORS: Record<string, string> = {
  created: 'default',
  arrived: 'blue',
  received: 'cyan',
  approval: 'warning',
  tallied: 'purple',
  completed: 'success',
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
