/** NEXT_DEPLOYMENT_ID as given, else the commit and a build stamp. */
export declare function deploymentIdFor(given: string | undefined): string;
/** Writes the build's id into its folder. */
export declare function stampDeploymentId(distDir: string, id: string | undefined): void;
/** The id stamped into `distDir`, if any. */
export declare function stampedDeploymentId(distDir: string): string | undefined;
/** How long a stopping instance may take to finish what it serves. */
export declare const DRAIN_MS: number;
