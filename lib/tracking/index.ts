export { annualValue, leadLifetimeValue, pixelEvents, type PixelEvent } from "./events";
export { configureTracking, revokePixel, trackAnalytics, trackCustom, trackPixel } from "./tracker";
