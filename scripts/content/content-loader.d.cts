declare function contentLoader(this: { resourcePath: string; addDependency(file: string): void }, source: string): string;
export = contentLoader;
