import { useEffect, useState } from "react";

/** Shows a message for `ms` after each new result (spec: the enquiry success shows for 3 seconds). */
export function useTimedMessage(result: unknown, show: boolean, ms = 3000): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!result || !show) return;
    setVisible(true);
    const timer = setTimeout(() => setVisible(false), ms);
    return () => clearTimeout(timer);
  }, [result, show, ms]);
  return visible;
}
