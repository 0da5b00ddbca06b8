'use client';

import { createContext, useContext, type ReactNode } from 'react';

export type ServiceLimit = { plan: string; limit: number } | null;
const ServiceLimitContext = createContext<ServiceLimit>(null);

/** The plan's active-services limit, for the messages of the catalogue's client parts. */
export function ServiceLimitProvider({ value, children }: { value: ServiceLimit; children: ReactNode }) {
  return <ServiceLimitContext.Provider value={value}>{children}</ServiceLimitContext.Provider>;
}

export function useServiceLimit(): ServiceLimit {
  return useContext(ServiceLimitContext);
}
