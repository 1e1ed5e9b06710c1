import { createConfig } from '../webpack.common';

export default createConfig({ name: 'shell', dir: __dirname, title: 'CalcHub' });
