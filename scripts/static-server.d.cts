export declare function startStaticServer(options: {
  dir: string;
  port: number;
  host?: string;
  spa?: boolean;
  routes?: Record<string, () => { type: string; body: string }>;
}): Promise<{ port: number; url: string; close: () => Promise<void> }>;
