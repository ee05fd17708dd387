// The API reference's public face: the example answers routes show in their `config.operation`.
export * from './examples';
