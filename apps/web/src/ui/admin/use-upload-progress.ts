import { useCallback, useState } from 'react';

export type UploadProgress = {
  /** how much of the file is sent, 0..1; null before the first upload */
  progress: number | null;
  /**
   * Starts an upload's progress at 0 (a retry does not show the last attempt's bar) and gives the callback for
   * `call(def, input, { onUploadProgress })`.
   */
  track: () => (fraction: number) => void;
};

/** The progress of a form's or a field's upload, for ImageField's bar. */
export function useUploadProgress(): UploadProgress {
  const [progress, setProgress] = useState<number | null>(null);
  const track = useCallback(() => {
    setProgress(0);
    return setProgress as (fraction: number) => void;
  }, []);
  return { progress, track };
}
