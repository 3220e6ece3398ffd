import { HONEYPOT_FIELD } from "~/utils/constants";

/** The field bots fill and people never see (a public form with it refuses nothing, it stores nothing). */
export function Honeypot({ idPrefix = "hp" }: { idPrefix?: string }) {
  return (
    <div aria-hidden="true" style={{ position: "absolute", left: "-10000px", width: 1, height: 1, overflow: "hidden" }}>
      <label htmlFor={`${idPrefix}-website`}>Leave this field empty</label>
      <input id={`${idPrefix}-website`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
