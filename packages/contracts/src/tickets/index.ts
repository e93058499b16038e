export * from './incidents';
export * from './support-configuration';
export * from './ticket-thread';
