/** The Node.js majors this package provides, besides the machine's own. */
export declare const majors: readonly string[];

/** The path of the `node` binary of a major (`'22'`, `'24'`) for this platform, or throws saying why. */
export declare function nodeBinary(major: string): string;
