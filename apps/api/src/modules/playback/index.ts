// The playback module's public face: the only file of it other modules import (decision 0013).
// A proof rebuilds each play's hash the way an upload's signed batch lists it (decision 0064).
export { playRecordHash } from './signatures';
