import type { DataProvider } from 'react-admin';

/**
 * A data provider whose module is loaded on its first call (the team statistics' one is built on
 * the Apollo client, which the screens that never show it do not load).
 */
export function lazyProvider(load: () => Promise<DataProvider>): DataProvider {
  return {
    getList: async (resource, params) => (await load()).getList(resource, params),
    getOne: async (resource, params) => (await load()).getOne(resource, params),
    getMany: async (resource, params) => (await load()).getMany(resource, params),
    getManyReference: async (resource, params) => (await load()).getManyReference(resource, params),
    create: async (resource, params) => (await load()).create(resource, params),
    update: async (resource, params) => (await load()).update(resource, params),
    updateMany: async (resource, params) => (await load()).updateMany(resource, params),
    delete: async (resource, params) => (await load()).delete(resource, params),
    deleteMany: async (resource, params) => (await load()).deleteMany(resource, params),
  };
}
