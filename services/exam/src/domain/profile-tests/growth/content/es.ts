import type { GrowthTexts } from '../growth-types.js';

/** Textos en español del test de desarrollo personal, traducidos de en.ts (tuteo, sin marcas de género donde es posible). Los enunciados son propios y están libres de negación. */
export const esGrowthTexts: GrowthTexts = {
  items: {
    'gr-01': 'Me gusta comprar las mismas cosas que usan mis amigos.',
    'gr-02': 'Cuando compro, parto del problema que quiero resolver.',
    'gr-03': 'Comprar algo nuevo me levanta el ánimo.',
    'gr-04': 'Me fijo en lo bien hecho que está un producto.',
    'gr-05': 'Me fío de mi intuición cuando tomo decisiones.',
    'gr-06': 'Me gusta sopesar los pros y los contras antes de decidir.',
    'gr-07': 'Antes de una compra importante, pregunto a mis amigos qué elegirían.',
    'gr-08': 'Comparo precios para asegurarme de que mi dinero está bien invertido.',
    'gr-09': 'Me doy un capricho después de una semana dura.',
    'gr-10': 'Compro a gusto cosas baratas que duran solo una temporada.',
    'gr-11': 'Tomo mis primeras impresiones con cautela hasta haberlas comprobado.',
    'gr-12': 'Compruebo los hechos antes de formarme una opinión.',
    'gr-13': 'Compro lo que me va bien a mí, tengan lo que tengan mis amigos.',
    'gr-14': 'Elijo los productos sobre todo por lo que hacen, más que por su aspecto.',
    'gr-15': 'Disfruto de la emoción de desembalar una compra nueva.',
    'gr-16': 'Prefiero tener un objeto duradero que varios baratos.',
    'gr-17': 'Mi primera impresión de una persona o una situación suele resultar acertada.',
    'gr-18': 'Divido una decisión difícil en pasos más pequeños.',
    'gr-19': 'Disfruto enseñando a mis amigos las cosas que acabo de comprar.',
    'gr-20': 'Cuando compro algo, su utilidad práctica es lo último de mi lista.',
    'gr-21': 'A veces compro cosas simplemente porque me hacen feliz en ese momento.',
    'gr-22': 'Me quedo con las marcas que me han demostrado ser fiables.',
    'gr-23': 'A menudo intuyo la respuesta antes de poder explicar por qué.',
    'gr-24': 'Me decido rápido y paso a otra cosa.',
    'gr-25': 'Comprar algo que está de moda en mi entorno me hace sentir parte del grupo.',
    'gr-26': 'Leo opiniones para comprobar que un producto cumple bien su función.',
    'gr-27': 'Cuando me aburro, ir un poco de compras me anima.',
    'gr-28': 'Los pequeños detalles, como las costuras o los acabados, influyen en lo que compro.',
    'gr-29': 'Detecto rápido patrones en lo que ocurre a mi alrededor.',
    'gr-30': 'Disfruto analizando un problema en detalle.',
    'gr-31': 'Me gusta comprar cosas que pueda compartir o usar junto con otras personas.',
    'gr-32': 'Busco compras que me ahorren tiempo o esfuerzo en el día a día.',
    'gr-33': 'Mantengo mi estado de ánimo y mis compras completamente separados.',
    'gr-34': 'Pago más de buena gana si los materiales son mejores.',
    'gr-35': 'Las corazonadas me parecen demasiado vagas para actuar según ellas.',
    'gr-36': 'Comparo varias opciones antes de elegir una.',
    'gr-37': 'En una situación nueva, me dejo llevar por lo que me parece correcto.',
    'gr-38': 'Pensar una decisión en detalle me resulta agotador.',
    'gr-39': 'Cuando sigo mi instinto, tomo buenas decisiones rápidamente.',
    'gr-40': 'Cuando me enfrento a una decisión importante, pongo por escrito mis razones.',
  },
  scaleLabels: ['Totalmente en desacuerdo', 'En desacuerdo', 'Ni de acuerdo ni en desacuerdo', 'De acuerdo', 'Totalmente de acuerdo'],
  levelNames: { 1: 'Muy bajo', 2: 'Bajo', 3: 'Medio', 4: 'Alto', 5: 'Muy alto' },
  tabs: {
    overview: 'Resumen',
    consumption_motives: 'Motivos de consumo',
    thinking_style: 'Estilo de pensamiento',
    development_plan: 'Plan de desarrollo',
  },
  listHeadings: {
    strengths: 'Fortalezas',
    watchOuts: 'Puntos de atención',
    recommendations: 'Recomendaciones',
  },
  resultLabel: 'Tu perfil de desarrollo',
  resultTitle: '{{motive}} · {{thinking}}',
  overviewIntro: [
    'Tu perfil de desarrollo se fija en dos facetas cotidianas de tu forma de ser. La primera es lo que suele llevarte a comprar algo: sentirte parte de un grupo (social), un resultado práctico (resultado), una sensación agradable (emocional) o una calidad duradera (calidad). La segunda es cómo prefieres tomar decisiones: por intuición (intuitivo), mediante un análisis cuidadoso (reflexivo) o alternando entre ambos (equilibrado).',
    'Cada escala se muestra como un nivel del 1 (muy bajo) al 5 (muy alto), calculado a partir de tus propias respuestas. Los niveles son quintos fijos del rango de respuestas, no una comparación con otras personas. Tu motivo principal es el que obtiene la puntuación más alta, y tu estilo de pensamiento muestra qué forma de decidir predomina, si alguna predomina con claridad. Ningún motivo ni estilo de pensamiento es mejor que otro; cada uno aporta sus propias fortalezas y sus propios puntos de atención.',
    'Este perfil describe cómo te ves hoy y puede cambiar a medida que cambien tus hábitos. No mide capacidades ni inteligencia, y no diagnostica nada. Úsalo como punto de partida para reflexionar y para hacer cambios pequeños y prácticos en tu forma de gastar, decidir y aprender.',
  ],
  sourceNote:
    'Enunciados: redactados por Mindprint para este test. Este perfil sirve solo para la reflexión personal; no es un instrumento clínico, diagnóstico ni de contratación o selección de personal. Los niveles son quintos fijos del rango de respuestas, no normas de población.',
  scales: {
    social: {
      name: 'Motivo social',
      description: 'El motivo social describe cuánto influyen las personas de tu entorno en lo que compras: el deseo de pertenecer, de compartir, de dejarte ver con otros y de seguir lo que eligen tus amistades.',
      lowPole: 'Compra según su propio gusto, con independencia de los demás',
      highPole: 'Compra para pertenecer, compartir y conectar',
      levels: {
        1: {
          headline: 'Lo que compran los demás apenas influye en tus decisiones.',
          interpretation: 'Eliges según tus propias necesidades y tu gusto, tenga lo que tenga o recomiende la gente de tu alrededor. Las modas y las elecciones del grupo rara vez te mueven. Así tus gastos responden a ti, aunque puede que te pierdas consejos útiles de tus amistades.',
        },
        2: {
          headline: 'Sueles comprar pensando en ti, con un ojo puesto de vez en cuando en los demás.',
          interpretation: 'La opinión de otras personas cuenta de vez en cuando, pero normalmente decide tu propio criterio. Puede que pidas consejo para las compras más importantes. Sentirte parte de un grupo tiene un papel pequeño en lo que compras.',
        },
        3: {
          headline: 'Las demás personas influyen en algunas de tus elecciones, pero rara vez deciden por sí solas.',
          interpretation: 'Te gusta compartir algunas compras con tus amistades y te fijas en lo que elige tu entorno. Al mismo tiempo, mantienes tu propio criterio. Según la situación, el lado social de una compra puede pesar más o menos.',
        },
        4: {
          headline: 'Comprar suele ser para ti una forma de conectar con la gente.',
          interpretation: 'Disfrutas eligiendo cosas que también gustan a tus amistades, compartiéndolas y hablando de ellas. Los consejos de las personas en quienes confías tienen un peso real para ti. Sentirte parte de un grupo es una razón clara detrás de muchas de tus compras.',
        },
        5: {
          headline: 'La pertenencia y el compartir están en el centro de lo que compras.',
          interpretation: 'Lo que eligen tus amistades y tu entorno influye mucho en tus propias elecciones. Disfrutas comprando cosas que puedes enseñar, compartir o usar en compañía. Esto crea cercanía, y merece la pena comprobar de vez en cuando que cada compra también va contigo.',
        },
      },
    },
    result: {
      name: 'Motivo de resultado',
      description: 'El motivo de resultado describe cuánto compras buscando un resultado práctico: lo que hace un producto, si resuelve un problema y si ofrece una buena relación calidad-precio.',
      lowPole: 'Presta poca atención a la utilidad o al valor',
      highPole: 'Compra por la función y la relación calidad-precio',
      levels: {
        1: {
          headline: 'La utilidad práctica rara vez es lo que decide tus compras.',
          interpretation: 'Otras razones, como los sentimientos, las personas o la calidad, suelen importarte más que lo que hace un objeto. Puede que compres primero y le encuentres una utilidad después. Comprobar el valor práctico antes de comprar puede ayudarte a evitar acumular trastos.',
        },
        2: {
          headline: 'Piensas en la utilidad, pero rara vez es tu primera pregunta.',
          interpretation: 'Te fijas en si un producto funciona bien, pero a menudo otras razones van primero. Comparar precios y leer opiniones tiene un papel modesto en tus elecciones. En las compras más grandes, echar un vistazo rápido a la función puede compensar.',
        },
        3: {
          headline: 'Equilibras el valor práctico con otras razones para comprar.',
          interpretation: 'Te importa lo que hace un producto y lo que cuesta, y también dejas espacio al gusto y a lo que sientes. En los artículos del día a día tiendes a ir a lo práctico. En las compras especiales, otros motivos pueden tomar el relevo.',
        },
        4: {
          headline: 'Sueles comprar con un propósito claro en mente.',
          interpretation: 'Partes de lo que necesitas y buscas el producto que mejor cumpla su función por el dinero que cuesta. Comparas precios y lees opiniones. Puede que otras personas acudan a ti en busca de consejos prácticos de compra.',
        },
        5: {
          headline: 'La función y la relación calidad-precio guían casi todas tus compras.',
          interpretation: 'Compras para resolver problemas y compruebas con cuidado que un producto cumpla lo que promete. El derroche y los productos que valen menos de lo que cuestan te molestan. Tu enfoque mantiene tus gastos bajo control; dejar algo de espacio para el disfrute puede hacerlos más ligeros.',
        },
      },
    },
    emotional: {
      name: 'Motivo emocional',
      description: 'El motivo emocional describe cuánto compras buscando una sensación: placer, mejor ánimo, un capricho o la emoción de algo nuevo.',
      lowPole: 'Deja los sentimientos fuera de las compras',
      highPole: 'Compra por placer, por el ánimo y por la emoción',
      levels: {
        1: {
          headline: 'Tu estado de ánimo tiene muy poco peso en lo que compras.',
          interpretation: 'Compras con calma y mantienes separados los sentimientos y las compras. Los caprichos y las compras espontáneas son poco habituales en ti. Esto protege tu presupuesto, y también está bien permitirte un pequeño placer de vez en cuando.',
        },
        2: {
          headline: 'De vez en cuando disfrutas de un capricho, pero los sentimientos rara vez deciden.',
          interpretation: 'La mayoría de tus compras tienen otras razones, aunque a veces compras algo simplemente porque te hace feliz. Mantienes esos momentos bajo control. Tu estado de ánimo influye poco en tus gastos.',
        },
        3: {
          headline: 'Los sentimientos son una de las varias razones por las que compras.',
          interpretation: 'Te gusta el placer de una compra nueva y a veces recurres a un pequeño capricho para levantarte el ánimo. También tienes en cuenta otras razones antes de comprar. Cuánto pesan los sentimientos depende de tu día y de la situación.',
        },
        4: {
          headline: 'Comprar suele ser para ti una fuente de placer y energía.',
          interpretation: 'Disfrutas de la emoción de elegir, desembalar y estrenar algo nuevo. Los caprichos te ayudan a celebrar o a recuperarte después de una época difícil. Te ayuda fijarte en qué compras te siguen haciendo ilusión al cabo de unas semanas.',
        },
        5: {
          headline: 'El placer y el estado de ánimo impulsan con fuerza tus gastos.',
          interpretation: 'Las cosas nuevas te dan una alegría real, e ir de compras es una de tus formas de sentirte mejor o de celebrar. Compras con entusiasmo y espontaneidad. Un plan sencillo para los caprichos puede mantener esa alegría y, al mismo tiempo, proteger tu presupuesto.',
        },
      },
    },
    quality: {
      name: 'Motivo de calidad',
      description: 'El motivo de calidad describe cuánto compras fijándote en lo bien hechas que están las cosas: el trabajo artesanal, la durabilidad, las marcas fiables y el cuidado del detalle.',
      lowPole: 'Le bastan las cosas baratas y de poca duración',
      highPole: 'Compra por la buena factura y la durabilidad',
      levels: {
        1: {
          headline: 'Lo bien hecha que esté una cosa importa poco en tus elecciones.',
          interpretation: 'Te conformas con cosas sencillas y económicas, aunque se desgasten antes. La marca y los acabados apenas te influyen. Así mantienes los costes bajos a corto plazo; para los objetos que usas a diario, puede merecer la pena mirar una opción más resistente.',
        },
        2: {
          headline: 'Te fijas en la calidad, pero el precio y otras razones suelen ir primero.',
          interpretation: 'Te gustan las cosas bien hechas cuando el precio es razonable. Rara vez pagas más por una marca o por mejores materiales. Para los objetos que usas mucho, a veces puede que elijas la opción más duradera.',
        },
        3: {
          headline: 'Eliges calidad donde para ti cuenta.',
          interpretation: 'Para algunas cosas buscas buenos materiales y marcas fiables, y para otras te basta una opción sencilla. Sopesas la durabilidad frente al precio. Tu nivel de exigencia depende de la frecuencia y del tiempo durante el que vayas a usar algo.',
        },
        4: {
          headline: 'Valoras las cosas bien hechas y pensadas para durar.',
          interpretation: 'Te fijas en los materiales, los acabados y los detalles, y pagas más por ellos de buena gana. Te quedas con las marcas que te han dado buen resultado. Tus compras suelen durar, y puede que tus amistades te pidan recomendaciones.',
        },
        5: {
          headline: 'La buena factura y la durabilidad guían casi todo lo que compras.',
          interpretation: 'Te importa mucho cómo están hechas las cosas y te fijas en pequeños detalles que a otras personas se les escapan. Prefieres tener menos cosas, pero mejores. Te ayuda comprobar de vez en cuando que, en cada compra, la calidad extra vale lo que cuesta.',
        },
      },
    },
    intuitive: {
      name: 'Pensamiento intuitivo',
      description: 'El pensamiento intuitivo describe cuánto decides por intuición, por primeras impresiones y por una percepción rápida de los patrones.',
      lowPole: 'Desconfía de las corazonadas, quiere comprobar primero',
      highPole: 'Confía en la intuición y en las primeras impresiones',
      levels: {
        1: {
          headline: 'Rara vez actúas por una corazonada.',
          interpretation: 'La intuición y las primeras impresiones te parecen una base demasiado vaga para tomar decisiones. Prefieres comprobar antes de actuar. En situaciones que avanzan deprisa, dar un poco más de peso a tu primera impresión puede ahorrarte tiempo.',
        },
        2: {
          headline: 'Escuchas tu intuición, pero rara vez dejas que decida.',
          interpretation: 'Tomas las primeras impresiones como una señal y luego buscas más información. Confías en tu instinto sobre todo en situaciones conocidas. La mayoría de tus decisiones se apoyan en algo que puedes explicar.',
        },
        3: {
          headline: 'Usas tu intuición junto con otra información.',
          interpretation: 'A veces sigues una corazonada y a veces quieres tener más datos. Tus primeras impresiones suelen ser un punto de partida útil. Cuánto te apoyas en ellas depende de la situación y de lo que esté en juego.',
        },
        4: {
          headline: 'A menudo confías en tu intuición y en tus primeras impresiones.',
          interpretation: 'Percibes respuestas y patrones con rapidez, a veces antes de poder explicarlos. En situaciones nuevas, te dejas llevar por lo que te parece correcto. Esto te permite actuar con rapidez; en las decisiones importantes, una breve comprobación puede darte más seguridad.',
        },
        5: {
          headline: 'La intuición es tu principal guía a la hora de decidir.',
          interpretation: 'Captas a las personas y las situaciones con rapidez y actúas según lo que percibes. Tu instinto te parece fiable y te mueves deprisa. Contrastar una corazonada importante con algunos datos puede mostrarte cuándo te sirve bien y cuándo necesita apoyo.',
        },
      },
    },
    reflective: {
      name: 'Pensamiento reflexivo',
      description: 'El pensamiento reflexivo describe cuánto decides mediante el análisis: comprobando hechos, comparando opciones y sopesándolas paso a paso.',
      lowPole: 'Decide rápido y pasa a otra cosa',
      highPole: 'Analiza, comprueba los hechos, sopesa las opciones',
      levels: {
        1: {
          headline: 'Decides rápido y rara vez analizas a fondo.',
          interpretation: 'Las deliberaciones largas te cansan, así que te decides y pasas a otra cosa. Esto te mantiene en movimiento. Para las decisiones difíciles de deshacer, una lista breve de pros y contras puede ser un hábito útil.',
        },
        2: {
          headline: 'Piensas las cosas brevemente y luego actúas.',
          interpretation: 'Compruebas los datos principales, pero haces análisis cortos. En la mayoría de las decisiones, las comparaciones detalladas te parecen más esfuerzo del que merecen. Te sientes a gusto decidiendo con la información que tienes.',
        },
        3: {
          headline: 'Analizas cuando importa y abrevias cuando importa menos.',
          interpretation: 'En las decisiones importantes comparas opciones y compruebas los hechos; en las pequeñas decides rápido. Puedes explicar la mayoría de tus decisiones. La profundidad de tu análisis se adapta a lo que está en juego.',
        },
        4: {
          headline: 'Te gusta sopesar bien tus opciones antes de decidir.',
          interpretation: 'Reúnes información, comparas opciones y piensas los pros y los contras. Los demás confían en tus decisiones porque sabes explicarlas. En situaciones rápidas, fijarte un límite de tiempo te ayuda a decidir a tiempo.',
        },
        5: {
          headline: 'El análisis cuidadoso es tu principal guía a la hora de decidir.',
          interpretation: 'Disfrutas dividiendo los problemas en pasos, comprobando los hechos y comparando cada opción. Tus decisiones son minuciosas y están bien argumentadas. Decidir cuando tienes información suficiente, en lugar de toda la información, puede ahorrarte tiempo y energía.',
        },
      },
    },
  },
  outcomes: {
    social: {
      name: 'Motivo social',
      summary: 'Compras con más ganas cuando una compra te conecta con otras personas: compartir, pertenecer y elegir en compañía.',
      description: [
        'Tu motivo de consumo más fuerte es el social. Lo que eligen, usan y recomiendan tus amistades, tu familia y tu entorno influye claramente en lo que compras. Disfrutas de las compras que puedes compartir, enseñar o usar en compañía, y comprar puede ser para ti una forma de sentirte cerca de los demás.',
        'Este motivo tiene un valor real: te mantiene en contacto con la gente, te ayuda a aprender de su experiencia y hace que muchas compras sean más agradables. También puede llevarte a comprar cosas para estar a la altura de los demás, o a elegir lo que le va bien al grupo más que lo que te va bien a ti.',
        'Para tu crecimiento personal, el motivo social es una fortaleza que puedes usar a propósito: aprende junto a otras personas, comparte habilidades además de cosas y comprueba de vez en cuando que tus elecciones también reflejan tus propias necesidades y valores.',
      ],
      lists: {
        strengths: [
          'Aprendes rápido de la experiencia y las recomendaciones de otras personas.',
          'Disfrutas compartiendo, prestando y usando cosas en compañía.',
          'Tus compras a menudo refuerzan amistades y momentos compartidos.',
          'Te fijas en lo que es importante para las personas de tu alrededor.',
        ],
        watchOuts: [
          'Puedes comprar cosas sobre todo para estar a la altura de tu entorno.',
          'Las modas del grupo pueden llevar tus gastos más allá de lo previsto.',
          'Tu propio gusto puede quedar en segundo plano frente a la opinión de los demás.',
        ],
        recommendations: [
          'Antes de una compra, pregúntate: ¿lo seguiría queriendo si nadie más lo viera?',
          'Espera 48 horas antes de comprar algo porque lo tienen tus amistades.',
          'Propón actividades compartidas, como una clase o un paseo, en lugar de ir de compras en grupo.',
          'Fija una cantidad mensual para los gastos sociales, como regalos y salidas, y respétala.',
          'Únete a un grupo que aprenda una habilidad en común, para que tu energía social también alimente tu crecimiento.',
        ],
      },
    },
    result: {
      name: 'Motivo de resultado',
      summary: 'Compras con más ganas cuando una compra ofrece un resultado práctico claro y una buena relación calidad-precio.',
      description: [
        'Tu motivo de consumo más fuerte es el resultado. Normalmente partes de una necesidad o un problema y buscas el producto que mejor lo resuelve por el dinero que cuesta. Comparas precios, lees opiniones y piensas en cómo vas a usar lo que compras.',
        'Este motivo mantiene tus gastos centrados y eficientes, y te protege de muchas compras impulsivas. También puede hacer que comprar te parezca solo una tarea, dejar poco espacio para el disfrute o llevarte a elegir la opción más barata que funciona cuando otra mejor te duraría más.',
        'Para tu crecimiento personal, puedes aplicar ese mismo enfoque práctico a tu propio desarrollo: fija objetivos claros, elige aprendizajes que resuelvan un problema real para ti y mide lo que te aportan. Deja también algo de espacio para las cosas que simplemente se disfrutan.',
      ],
      lists: {
        strengths: [
          'Sabes lo que necesitas antes de empezar a comprar.',
          'Sacas buen partido a tu dinero.',
          'Evitas acumular trastos porque compras con un propósito.',
          'Los demás valoran tus consejos prácticos de compra.',
        ],
        watchOuts: [
          'Puedes dedicar mucho tiempo a comparar pequeñas diferencias de precio.',
          'El disfrute y la belleza pueden pesar demasiado poco en tus elecciones.',
          'La opción más barata que funciona puede salir más cara con el tiempo.',
        ],
        recommendations: [
          'Fija un límite de tiempo para informarte sobre las compras pequeñas, por ejemplo quince minutos.',
          'En los objetos que usas a diario, compara el coste por uso, no solo el precio.',
          'Planifica una compra al mes que sea simplemente para disfrutar.',
          'Elige este trimestre un curso o un libro que resuelva un problema real de tu trabajo o de tu vida.',
          'Escribe un objetivo claro y medible para tu crecimiento personal y revísalo cada mes.',
        ],
      },
    },
    emotional: {
      name: 'Motivo emocional',
      summary: 'Compras con más ganas cuando una compra te da placer, te levanta el ánimo o te aporta emoción.',
      description: [
        'Tu motivo de consumo más fuerte es el emocional. El placer de elegir, desembalar y estrenar algo nuevo es importante para ti, y un capricho puede levantarte el ánimo o marcar un buen momento. Compras con entusiasmo y a menudo de forma espontánea.',
        'Este motivo aporta alegría y energía reales a la vida cotidiana, y te ayuda a darte cuenta de lo que te hace sentir bien. También puede llevarte a compras impulsivas, a gastar para sobrellevar el estrés o el aburrimiento, y a compras cuyo placer se desvanece pronto.',
        'Para tu crecimiento personal, el objetivo es mantener la alegría eligiéndola de forma más consciente: descubre qué compras te siguen haciendo feliz semanas después y cultiva otras fuentes de buen ánimo, como actividades, personas y pequeños rituales.',
      ],
      lists: {
        strengths: [
          'Sabes disfrutar de la vida y celebrar los buenos momentos.',
          'Te abres a experiencias nuevas y a cosas nuevas.',
          'Tu entusiasmo suele contagiar a las personas de tu alrededor.',
        ],
        watchOuts: [
          'Puedes comprar por impulso y arrepentirte después.',
          'Ir de compras puede convertirse en un hábito para afrontar el estrés o el aburrimiento.',
          'El placer de una compra nueva puede desvanecerse pronto.',
          'Los pequeños caprichos pueden sumar una cantidad considerable a lo largo de un mes.',
        ],
        recommendations: [
          'Ten una lista de deseos y compra algo solo si lo sigues queriendo al cabo de una semana.',
          'Fija un presupuesto mensual para caprichos, para poder disfrutarlos con la conciencia tranquila.',
          'Cuando sientas ganas de ir de compras después de un día difícil, sal antes a dar un paseo corto o llama a una amistad.',
          'Una vez al mes, anota qué compras te siguen haciendo ilusión y cuáles no.',
          'Gasta en experiencias, como un concierto o una clase, tanto como en cosas.',
        ],
      },
    },
    quality: {
      name: 'Motivo de calidad',
      summary: 'Compras con más ganas cuando un producto está bien hecho, es duradero y procede de un fabricante de confianza.',
      description: [
        'Tu motivo de consumo más fuerte es la calidad. Te fijas en los materiales, los acabados y los detalles, y pagas más de buena gana por algo que dure. Cuando una marca te ha demostrado ser fiable, sueles quedarte con ella.',
        'Este motivo suele llevar a comprar menos y mejor, con menos desperdicio, y tu ojo para el detalle es una verdadera habilidad. También puede hacer que gastes más de lo que un uso requiere, que tardes mucho en encontrar el artículo adecuado o que sigas con una marca conocida cuando una nueva podría servirte mejor.',
        'Para tu crecimiento personal, puedes aplicar tu sentido de la calidad a tus propias habilidades: practica un oficio a fondo, invierte en buenas herramientas para lo que haces a menudo y acepta que los primeros intentos de algo nuevo pueden ser imperfectos.',
      ],
      lists: {
        strengths: [
          'Tus compras suelen durar y darte un buen servicio.',
          'Te fijas en detalles y en un buen trabajo artesanal que otras personas pasan por alto.',
          'Compras menos pero mejor, lo que reduce el desperdicio.',
          'La gente confía en tus recomendaciones sobre lo que merece la pena comprar.',
        ],
        watchOuts: [
          'Puedes pagar por una calidad que un uso concreto en realidad no requiere.',
          'Buscar el artículo perfecto puede llevarte mucho tiempo.',
          'La fidelidad a una marca puede impedirte probar opciones mejores.',
        ],
        recommendations: [
          'Antes de pagar más, pregúntate con qué frecuencia y durante cuánto tiempo usarás el artículo.',
          'Elige una categoría en la que una opción sencilla y más barata sea suficiente, y ahorra en ella.',
          'Prueba este año una marca o un fabricante nuevo en una categoría que conozcas bien.',
          'Invierte en una herramienta o un curso de gran calidad para una habilidad que practiques cada semana.',
          'Cuando aprendas algo nuevo, fija una fecha para un primer borrador antes de pulirlo.',
        ],
      },
    },
    intuitive: {
      name: 'Pensamiento intuitivo',
      summary: 'Prefieres decidir por intuición, por primeras impresiones y por una percepción rápida de los patrones.',
      description: [
        'Tu estilo de pensamiento es intuitivo. Cuando decides, sueles confiar en tu intuición y en tus primeras impresiones, y a menudo intuyes una respuesta antes de poder explicarla. Captas los patrones con rapidez y te sientes a gusto actuando en situaciones nuevas o que avanzan deprisa.',
        'Se trata de una forma preferida de decidir, no de una medida de tu capacidad. La intuición funciona mejor donde tienes experiencia, porque se nutre de todo lo que has visto antes. En terrenos desconocidos, o cuando hay mucho en juego, una corazonada puede pasar por alto datos que una comprobación breve pondría de manifiesto.',
        'Para crecer, conserva tu rapidez y añade algunas comprobaciones sencillas en las decisiones importantes. Aprender haciendo, probando cosas y reflexionando después suele irte bien.',
      ],
      lists: {
        strengths: [
          'Decides rápido y mantienes las cosas en marcha.',
          'Captas a las personas y las situaciones con rapidez.',
          'Detectas patrones y conexiones que a otras personas se les escapan.',
          'Mantienes la calma cuando hay que decidir con poca información.',
        ],
        watchOuts: [
          'Tu intuición puede ser menos fiable en ámbitos en los que tienes poca experiencia.',
          'A los demás puede costarles seguir tus decisiones cuando no sabes explicarlas.',
          'Las primeras impresiones sobre las personas pueden ser injustas o incompletas.',
        ],
        recommendations: [
          'En las decisiones importantes, anota tu corazonada y luego busca un dato que la respalde y otro que la cuestione.',
          'Antes de explicar a otras personas una decisión tomada por intuición, identifica dos razones que la sustenten.',
          'Lleva un breve diario de decisiones y comprueba al cabo de un mes qué corazonadas resultaron acertadas.',
          'Aprende habilidades nuevas probándolas primero y luego infórmate sobre lo que hayas observado.',
        ],
      },
    },
    reflective: {
      name: 'Pensamiento reflexivo',
      summary: 'Prefieres decidir mediante el análisis: comprobando los hechos y sopesando las opciones paso a paso.',
      description: [
        'Tu estilo de pensamiento es reflexivo. Cuando decides, te gusta reunir información, comparar opciones y pensar los pros y los contras antes de comprometerte. Disfrutas entendiendo un problema en detalle y normalmente puedes explicar cómo llegaste a una decisión.',
        'Se trata de una forma preferida de decidir, no de una medida de tu capacidad. El análisis cuidadoso es una verdadera fortaleza en las decisiones complejas y duraderas. También puede frenarte cuando hay poco tiempo, o llevarte a seguir buscando información cuando ya tienes suficiente.',
        'Para crecer, reserva tu minuciosidad para las decisiones que la merecen y practica decidir más rápido en las pequeñas. El aprendizaje estructurado, con pasos claros y tiempo para repasar, suele irte bien.',
      ],
      lists: {
        strengths: [
          'Tus decisiones están bien argumentadas y son fáciles de explicar.',
          'Detectas los puntos débiles de un plan antes de que causen problemas.',
          'Aprendes una materia a fondo y entiendes cómo encajan sus partes.',
          'Los demás te confían las decisiones complejas.',
        ],
        watchOuts: [
          'Puedes dedicar mucho tiempo a decisiones que importan poco.',
          'Esperar a tener más información puede hacerte perder el momento oportuno.',
          'Tu intuición puede contener señales útiles que el análisis pasa por alto.',
        ],
        recommendations: [
          'Fija para cada decisión un límite de tiempo acorde con lo que está en juego.',
          'En las decisiones pequeñas, quédate con la primera opción que cubra tu necesidad principal.',
          'Antes de analizar, anota tu primera impresión y compárala con tu decisión final.',
          'Planifica tu aprendizaje en pasos claros y repasa cada semana lo que has aprendido.',
          'Una vez por semana, practica una decisión rápida en una situación de poco riesgo, como elegir qué comer.',
        ],
      },
    },
    neutral: {
      name: 'Pensamiento equilibrado (neutro)',
      summary: 'Alternas con flexibilidad entre la intuición y el análisis cuidadoso, y ninguna de las dos formas de decidir predomina con claridad.',
      description: [
        'Tu estilo de pensamiento es equilibrado. Cuando decides, ni la intuición ni el análisis predominan con claridad: a veces sigues una primera impresión y a veces prefieres comprobar los hechos primero. La forma que eliges suele depender de la situación, de tu experiencia y de lo que esté en juego.',
        'Se trata de una forma preferida de decidir, no de una medida de tu capacidad. La flexibilidad te permite actuar rápido en situaciones conocidas y frenar cuando una decisión es compleja. También puede hacer que a veces uses el enfoque menos útil, o que vayas y vengas entre ambos antes de comprometerte.',
        'Para crecer, haz que el cambio sea consciente: decide de antemano cuándo una elección pide un instinto rápido y cuándo pide una reflexión cuidadosa. Combinar la práctica con el estudio estructurado suele irte bien.',
      ],
      lists: {
        strengths: [
          'Adaptas tu forma de decidir a la situación.',
          'Puedes trabajar bien tanto con personas que deciden rápido como con personas que deciden con calma.',
          'Combinas una primera impresión con una comprobación de los hechos.',
        ],
        watchOuts: [
          'Puedes analizar decisiones sencillas y precipitarte en las complejas.',
          'Alternar entre la intuición y el análisis puede retrasar una decisión.',
          'Puede que los demás duden de cómo vas a abordar un problema.',
        ],
        recommendations: [
          'Antes de una decisión, pregúntate si es fácil de deshacer y, si lo es, decide rápido.',
          'En las decisiones importantes, anota tu primera impresión y luego comprueba dos datos clave.',
          'Cuenta a tus compañeros qué enfoque estás usando, para que sepan qué esperar.',
          'Alterna aprender haciendo con leer o hacer cursos sobre el mismo tema.',
        ],
      },
    },
  },
};
