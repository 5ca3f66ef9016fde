/** The Node.js majors this package provides: every one Lintas supports. */
export declare const majors: readonly string[];

/** The path of the `node` binary of a major (`'20'`, `'22'`, `'24'`) for this platform, or throws saying why. */
export declare function nodeBinary(major: string): string;
