import StepScreen from '../shared/StepScreen';

/** Emergency relocation putaway (menu 437): scan the relocation, then the location it goes on. */
export default function RelocatePutaway() {
  return <StepScreen action="putaway" />;
}
