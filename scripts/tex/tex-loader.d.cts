declare function texLoader(this: { resourcePath: string; addDependency(file: string): void }, source: string): string;
export = texLoader;
