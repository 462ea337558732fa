/** Ends the current task so the browser can paint and handle input before the next step. */
export declare function yieldToBrowser(): Promise<void>;
