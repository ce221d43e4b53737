import type { ReactNode } from 'react';
import { failureText } from '@/utils/request';
import type { ScanHit } from './readScan';
import { ScanStation } from './ScanStation';
import { useScanStation } from './useScanStation';

/**
 * Before a scan screen's work is open: a station whose one scan finds it (a notice by its number,
 * a location under count). `find` answers the work's id, or nothing: then `notFound` is said;
 * a failed lookup says the request's error.
 */
export function ScanChooser({
  screen,
  testId,
  title,
  prompt,
  find,
  notFound,
  onChosen,
  feedbackTestId,
}: {
  screen: string;
  testId: string;
  title: ReactNode;
  prompt: string;
  find: (code: string) => Promise<string | undefined>;
  notFound: (code: string) => string;
  onChosen: (id: string) => void;
  feedbackTestId?: string;
}) {
  const station = useScanStation({ screen, writes: {} });
  const onScan = async ({ code }: ScanHit) => {
    try {
      const id = await find(code);
      if (!id) return station.say({ type: 'error', text: notFound(code) });
      onChosen(id);
    } catch (e) {
      station.say({ type: 'error', text: failureText(e) });
    }
    return undefined;
  };
  return <ScanStation station={station} testId={testId} title={title} step={{ label: prompt }} scan={{ prompt, onScan, testId: 'scan-input' }} feedbackTestId={feedbackTestId} />;
}
