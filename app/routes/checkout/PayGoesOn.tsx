import { ScriptFlag } from '~/components/ScriptFlag';

/** In a sheet that Pay opened: the pay goes on once the sheet is done (SPEC §4). */
export function PayGoesOn({ payFlow }: { payFlow: boolean }) {
  return (
    <>
      {payFlow ? <input type="hidden" name="continue" value="pay" /> : null}
      <ScriptFlag />
    </>
  );
}
