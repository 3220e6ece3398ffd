import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";

type Phase = "idle" | "start" | "running" | "done";

const BAR: Record<Phase, string> = {
  idle: "w-0 opacity-0",
  start: "w-0 opacity-100",
  running: "w-4/5 opacity-100 transition-[width] duration-[8000ms] ease-out",
  done: "w-full opacity-0 transition-[width,opacity] duration-300 ease-out",
};

/**
 * The global "Loading..." state while a navigation or form submission is in
 * flight: a thin progress bar along the top plus a live status for screen
 * readers. Server rendering means there is no separate "auth loading" state.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [phase, setPhase] = useState<Phase>("idle");

  useEffect(() => {
    if (busy) {
      setPhase("start");
      // Two frames so the 0 width is painted before the transition starts.
      let frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => setPhase("running"));
      });
      return () => cancelAnimationFrame(frame);
    }
    setPhase((p) => (p === "idle" ? "idle" : "done"));
    const timer = window.setTimeout(() => setPhase("idle"), 350);
    return () => window.clearTimeout(timer);
  }, [busy]);

  return (
    <>
      <div aria-hidden="true" className="np">
        <div className={`np-bar ${BAR[phase]}`} />
      </div>
      <div role="status" aria-live="polite" className="sr-only" data-testid="navigation-status">
        {busy ? "Loading..." : ""}
      </div>
    </>
  );
}
