import { Tag } from 'antd';
import { stateColor } from './words';

/** A request's state as a coloured tag, in the words its screen gives (`label`). */
export default function StateTag({ status, label }: { status: string; label: string }) {
  return (
    <Tag color={stateColor(status)} data-testid={`status-${status}`}>
      {label}
    </Tag>
  );
}
