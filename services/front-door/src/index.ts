export { trustedProxies, type FrontDoorSpec, type Upstream } from './front-door-spec';
export { DOOR_TIMEOUTS } from './door-timeouts';
export { DOOR_STATUSES, doorJson, doorPage, type DoorStatus } from './door-answers';
export { haproxyConfig, READINESS_PATH, streamPathPattern, STREAM_ROUTES } from './haproxy-config';
export { nginxConfig } from './nginx-config';
export { writeBalancerErrorFiles, BALANCER_STATUSES, type BalancerErrorFiles } from './haproxy-error-files';
export { findDoorBinaries, requireDoorBinaries, INSTALL_SCRIPT, type DoorBinaries } from './door-binaries';
export { prepareFrontDoor, type DoorProcess } from './prepare-front-door';
