-- The in-situ mock-up (decision 0052): the display area an operator marks on a screen's photo, and
-- each order video's mock-up (a key frame warped onto that area), rendered by a job and stored
-- through the storage driver. The area remembers the photo it was marked on (its ETag), so a new
-- photo asks for a new marking instead of warping onto the wrong place.
CREATE TABLE "screen_display_areas" (
	"screen_id" integer PRIMARY KEY NOT NULL REFERENCES "screens"("id") ON DELETE cascade,
	"corners" jsonb NOT NULL,
	"image_etag" text NOT NULL,
	"updated_by" integer REFERENCES "customers"("id") ON DELETE set null,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "screen_display_areas_four_corners" CHECK (jsonb_typeof("corners") = 'array' AND jsonb_array_length("corners") = 4)
);
--> statement-breakpoint
CREATE TABLE "order_mockups" (
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"video_key" text NOT NULL,
	"status" text NOT NULL,
	"image_key" text,
	"error" text,
	"rendered_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_mockups_pkey" PRIMARY KEY ("order_id", "video_key"),
	CONSTRAINT "order_mockups_status" CHECK ("status" IN ('pending', 'ready', 'failed')),
	CONSTRAINT "order_mockups_ready_has_image" CHECK (("status" = 'ready') = ("image_key" IS NOT NULL))
);
