export { pixelEvents, type AnalyticsEvent, type PixelEvent } from "./events";
export { configureTracking, revokePixel, trackAnalytics, trackCustom, trackPixel } from "./tracker";
