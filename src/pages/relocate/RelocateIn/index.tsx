import StepScreen from '../shared/StepScreen';

/** Emergency relocation, target side (menu 435): receive the units in transit by scan. */
export default function RelocateIn() {
  return <StepScreen action="receive" />;
}
