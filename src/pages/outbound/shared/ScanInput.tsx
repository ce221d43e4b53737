import { Input, type InputRef } from 'antd';
import { useEffect, useRef, useState } from 'react';
import './scan.less';

/**
 * Input for a keyboard-wedge scanner: the scanner types the code and presses Enter. Clears itself
 * after each scan and hands the trimmed value to onScan. It takes the focus back whenever the
 * screen answers a scan (`focusSignal` changes: a new result, success or error, or the next
 * prompt), so the next scan lands here even after a tap elsewhere on a handheld.
 */
export default function ScanInput(props: {
  placeholder: string;
  onScan: (value: string) => void;
  disabled?: boolean;
  testId?: string;
  status?: 'error' | 'warning';
  /** Anything that changes when the screen has answered a scan. */
  focusSignal?: unknown;
}) {
  const ref = useRef<InputRef>(null);
  const [value, setValue] = useState('');
  useEffect(() => {
    if (!props.disabled) ref.current?.focus();
  }, [props.disabled, props.placeholder, props.focusSignal]);
  return (
    <Input
      ref={ref}
      size="large"
      className="wms-scan-input"
      value={value}
      status={props.status}
      disabled={props.disabled}
      placeholder={props.placeholder}
      aria-label={props.placeholder}
      autoComplete="off"
      enterKeyHint="go"
      data-testid={props.testId ?? 'scan-input'}
      onChange={(e) => setValue(e.target.value)}
      onPressEnter={() => {
        const v = value.trim();
        setValue('');
        if (v) props.onScan(v);
      }}
    />
  );
}
