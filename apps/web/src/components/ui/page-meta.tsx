/** Each route's own title and description (React hoists them into <head>). */
export function PageMeta({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{`${title} | ScreenSpot`}</title>
      <meta name="description" content={description} />
    </>
  );
}
