import type { UserCenterTexts } from './seed-types.js';

/* Spanish texts of the user center's seed content, translated from en.ts. */

const articles: UserCenterTexts['articles'] = {
  '1': {
    title: 'Los cinco grandes: cinco rasgos amplios que describen la personalidad',
    summary: 'El modelo de los cinco grandes (Big Five) es la forma más investigada de describir la personalidad. Aquí te contamos qué significa cada rasgo y qué no significa.',
    paragraphs: [
      'Cuando los investigadores reunieron miles de palabras que las personas usan para describirse unas a otras, descubrieron que muchas se agrupaban entre sí. Durante décadas, estudios realizados en muchos países siguieron encontrando cinco grandes dimensiones. Hoy se conocen como los cinco grandes (Big Five): apertura a la experiencia, responsabilidad, extraversión, amabilidad y neuroticismo.',
      'La apertura describe la curiosidad y el interés por las ideas nuevas, el arte y las experiencias. La responsabilidad describe lo organizada, cuidadosa y fiable que tiende a ser una persona. La extraversión tiene que ver con la energía que se obtiene del contacto social y con la tendencia a sentir emociones positivas. La amabilidad describe la calidez, la confianza y el deseo de cooperar. El neuroticismo describe la facilidad con la que una persona siente preocupación, tristeza o estrés; su opuesto suele llamarse estabilidad emocional.',
      'Cada rasgo es una escala, no una casilla. La mayoría de las personas puntúa en algún punto intermedio, y solo unas pocas se sitúan en los extremos. Una puntuación baja no es una debilidad ni una alta es una fortaleza por sí misma: a una persona muy amable puede costarle decir que no, mientras que una persona menos amable puede desenvolverse bien en negociaciones difíciles.',
      'Los rasgos son bastante estables en la edad adulta, pero no están fijados. En promedio, las personas se vuelven un poco más responsables y amables, y un poco menos neuróticas, con los años. Los acontecimientos vitales, los nuevos roles y el esfuerzo deliberado también pueden producir cambios.',
      'Las puntuaciones de los cinco grandes se relacionan con muchos resultados, como el rendimiento laboral, los hábitos de salud y la satisfacción en la pareja. Estas relaciones son reales pero modestas: la personalidad es una influencia entre muchas, junto con las habilidades, las situaciones y las decisiones. Lo mejor es usar el resultado de un test como punto de partida para reflexionar, no como un veredicto.',
    ],
  },
  '2': {
    title: 'Cómo se construye un test de personalidad',
    summary: 'Detrás de un cuestionario breve hay un trabajo minucioso: redactar ítems, equilibrarlos y comprobar que las puntuaciones son coherentes. Este artículo muestra los pasos principales.',
    paragraphs: [
      'Un test de personalidad empieza con una definición clara de lo que debe medir. Si un test mide la extraversión, sus autores describen primero cómo es la conducta extravertida en la vida diaria. Después redactan muchas afirmaciones breves, llamadas ítems, como «Me gusta conocer gente nueva». Las personas responden en una escala, por ejemplo de «totalmente en desacuerdo» a «totalmente de acuerdo». Cada rasgo necesita varios ítems, porque una sola pregunta se malinterpreta con facilidad o se responde al azar.',
      'Los buenos tests incluyen ítems inversos. Están redactados en la dirección contraria, como «Prefiero pasar las noches tranquilo en casa». Estar de acuerdo con ellos baja la puntuación. Mezclar ambos tipos de ítems protege contra un hábito frecuente: estar de acuerdo con casi todo, diga lo que diga.',
      'A continuación, los ítems se prueban con grupos grandes de personas. La estadística muestra qué ítems encajan entre sí y cuáles no. Los ítems confusos, los que casi todo el mundo responde igual o los que miden otra cosa se eliminan o se reescriben.',
      'Luego los autores comprueban la fiabilidad. La consistencia interna indica si los ítems de una misma escala concuerdan entre sí. La fiabilidad test-retest indica si las personas obtienen puntuaciones parecidas cuando repiten el test unas semanas después. Un test que da resultados muy distintos de una semana a otra no puede decirte gran cosa.',
      'Por último llega la validez: ¿mide el test lo que dice medir? Las puntuaciones se comparan con otros tests consolidados, con las valoraciones de amigos y con la conducta real. Ningún test es perfecto, por eso un informe riguroso siempre presenta los resultados como tendencias, no como hechos seguros sobre una persona.',
    ],
  },
  '3': {
    title: 'Qué ocurre en una primera sesión de orientación psicológica',
    summary: 'Muchas personas se ponen nerviosas antes de su primera cita con un profesional. Saber lo que suele ocurrir puede hacer más fácil ese primer paso.',
    paragraphs: [
      'Una primera sesión sirve sobre todo para conoceros. El profesional quiere entender por qué has venido, qué esperas que cambie y cómo es tu vida ahora mismo. No necesitas preparar un relato perfecto; puedes decir sin problema que no sabes por dónde empezar.',
      'Al principio, el profesional suele explicar cuestiones prácticas: cuánto duran las sesiones, con qué frecuencia os veréis, cuánto cuesta y cómo funcionan las cancelaciones. También explicará la confidencialidad: lo que digas queda en privado, salvo algunas excepciones legales, por ejemplo cuando alguien corre un peligro grave. Puedes hacer preguntas sobre todo ello.',
      'Después te preguntará por tus preocupaciones actuales y, a menudo, por el sueño, el trabajo, las relaciones, la salud y experiencias pasadas. Algunas preguntas pueden parecerte personales. Tú decides cuánto compartes, y puedes decir que todavía no estás preparado para hablar de algo.',
      'Hacia el final, quizá habléis de unos primeros objetivos y de cómo podríais trabajar juntos. Algunos profesionales proponen una pequeña tarea para probar antes del siguiente encuentro, como fijarte en cuándo aparece un problema durante la semana.',
      'Es normal sentirse cansado o emocionado después de la primera sesión. También es normal notar que no hay buena sintonía; la confianza entre tú y el profesional es uno de los mejores predictores de buenos resultados. Si estás en crisis o crees que podrías hacerte daño, contacta de inmediato con los servicios de emergencia locales o con una línea de atención en crisis, en lugar de esperar a una cita.',
    ],
  },
  '4': {
    title: 'Cómo funciona la terapia cognitivo-conductual',
    summary: 'La terapia cognitivo-conductual (TCC) es una de las formas de tratamiento psicológico más estudiadas. Este artículo explica sus ideas principales con palabras sencillas.',
    paragraphs: [
      'La terapia cognitivo-conductual, o TCC, se basa en una idea sencilla: los pensamientos, las emociones, las sensaciones corporales y las acciones se influyen mutuamente. Si piensas «Voy a hacer fatal esta presentación», puede que sientas ansiedad, que el corazón se te acelere y que evites prepararte. Evitar hace entonces más probable el fracaso, lo que parece confirmar el pensamiento inicial.',
      'En la TCC, la persona y el terapeuta examinan juntos estos círculos. Una herramienta habitual es el registro de pensamientos: anotas una situación, tu pensamiento automático, la emoción y su intensidad, y luego buscas pruebas a favor y en contra de ese pensamiento. El objetivo no es pensar en positivo, sino pensar de forma más equilibrada y realista. Con el tiempo, las personas aprenden a detectar trampas de pensamiento frecuentes, como esperar lo peor o creer que leen la mente de los demás.',
      'La parte conductual es igual de importante. Las personas ponen a prueba sus creencias con pequeños experimentos, se enfrentan poco a poco a las situaciones que evitan o planifican actividades que les aportan placer o sensación de logro. Un cambio en la acción suele llevar a un cambio en el estado de ánimo y en las creencias.',
      'La TCC suele ser estructurada y de duración limitada, a menudo entre 6 y 20 sesiones. Las sesiones siguen un orden del día y es habitual trabajar entre una sesión y otra. Muchos estudios muestran que la TCC ayuda con la ansiedad, la depresión, el insomnio y otros problemas, aunque no todas las personas responden igual.',
      'Algunas técnicas de la TCC pueden aprenderse en libros y cursos, y la autoayuda puede ser un primer paso útil. Sin embargo, leer sobre TCC no sustituye la ayuda profesional. Si tus problemas son graves, duran mucho tiempo o afectan a tu vida diaria, habla con un profesional cualificado de la salud mental.',
    ],
  },
  '5': {
    title: 'Sueño y estado de ánimo: un camino de ida y vuelta',
    summary: 'Dormir mal puede bajarte el ánimo, y el ánimo bajo puede alterar tu sueño. Esto es lo que dice la investigación y qué hábitos sencillos pueden ayudar.',
    paragraphs: [
      'La mayoría conocemos la sensación: después de una mala noche, los pequeños problemas parecen más grandes y la paciencia se agota rápido. Los estudios lo confirman. Basta una sola noche de sueño corto para que reaccionemos con más fuerza ante los acontecimientos negativos y nos cueste más sentir emociones positivas.',
      'La relación también funciona en sentido contrario. La preocupación, el estrés y el ánimo bajo pueden dificultar conciliar el sueño o provocar despertares tempranos. Así puede formarse un círculo en el que el mal sueño y el ánimo bajo se alimentan mutuamente. Los problemas de sueño prolongados se asocian con un mayor riesgo de depresión y ansiedad.',
      'Los expertos en sueño recomiendan de 7 a 9 horas por noche para la mayoría de los adultos. La calidad importa tanto como la cantidad. Un horario regular, con la misma hora de levantarse todos los días, es uno de los hábitos más eficaces, porque estabiliza el reloj interno. Dormir mucho más los fines de semana puede desplazar ese reloj y hacer más duros los lunes por la mañana.',
      'Otros hábitos útiles son la luz del día por la mañana, menos cafeína a partir del mediodía, un dormitorio fresco y oscuro, y una rutina tranquila antes de acostarse. Si pasas mucho rato despierto en la cama, puede ayudar levantarte, hacer algo tranquilo con luz tenue y volver a la cama cuando tengas sueño.',
      'Estos consejos son información general y no sustituyen la ayuda profesional. Si llevas varias semanas durmiendo mal, roncas fuerte, tienes mucho sueño durante el día o tu ánimo sigue bajo, habla con un médico. Los tratamientos estructurados del insomnio, como la TCC para el insomnio, funcionan bien en muchas personas.',
    ],
  },
  '6': {
    title: '¿Tipos o rasgos? Dos formas de describir la personalidad',
    summary: 'Algunos tests clasifican a las personas en tipos y otros las sitúan en escalas. Ambos tienen su utilidad, y conocer la diferencia te ayuda a leer tus resultados con criterio.',
    paragraphs: [
      'La personalidad puede describirse de dos maneras principales. Los modelos de tipos sitúan a las personas en categorías, como los 16 tipos de personalidad formados a partir de cuatro pares de preferencias. Los modelos de rasgos, como los cinco grandes, describen a cada persona por su posición en varias escalas continuas.',
      'Los modelos de tipos son fáciles de recordar y de comentar. Un tipo de cuatro letras ofrece un resumen breve que muchas personas encuentran significativo, y puede abrir buenas conversaciones sobre las diferencias en el trabajo o en casa. Por eso los tests basados en tipos son populares en el coaching y en los talleres de equipo. Un tipo también recuerda que tener preferencias distintas es normal y que ningún tipo es mejor que otro.',
      'Los modelos de rasgos son más precisos. La investigación muestra que la mayoría de las características de personalidad se distribuyen a lo largo de una escala, con la mayoría de las personas en el centro. Alguien que es solo un poco más introvertido que extravertido recibe la misma letra que una persona muy introvertida, aunque puedan comportarse de forma bastante distinta.',
      'Por este motivo, los buenos informes basados en tipos también muestran lo clara que es cada preferencia. Si tu puntuación en un par está cerca del centro, la descripción opuesta puede encajar contigo casi igual de bien. Vale la pena leer ambas descripciones y decidir cuál te parece más acertada.',
      'Los dos enfoques pueden ser útiles si recordamos sus límites. Un tipo es un resumen práctico, no una jaula: no decide tus capacidades, tu carrera ni a quién deberías amar. Tu conducta también depende de la situación, de tus objetivos y de las habilidades que desarrolles.',
    ],
  },
  '7': {
    title: 'Cómo leer tus resultados con criterio',
    summary: 'Una puntuación es información, no una etiqueta. Descubre qué significan los percentiles, los rangos de puntuación y el error de medida para tus propios resultados.',
    paragraphs: [
      'Muchos informes de personalidad muestran percentiles. Un percentil 70 en un rasgo significa que has puntuado más alto que aproximadamente el 70 % de las personas del grupo de comparación. No significa que hayas acertado el 70 % de las respuestas; en los tests de personalidad no hay respuestas correctas ni incorrectas. Los percentiles también dependen del grupo de comparación, así que las mismas respuestas pueden dar un percentil algo distinto en otro grupo.',
      'Toda puntuación incluye cierto error de medida. Tu estado de ánimo, la hora del día y cómo entendiste una pregunta pueden mover un poco el resultado. Por eso los buenos informes describen rangos o tendencias. Una diferencia de pocos puntos entre dos personas, o entre dos aplicaciones del test, a menudo no es significativa.',
      'Los resultados cercanos al centro de una escala merecen especial atención. Si un informe te sitúa en una categoría por una diferencia pequeña, la descripción opuesta también puede encajar contigo en muchas situaciones. Lee ambas y fíjate en dónde te reconoces.',
      'Hazte tres preguntas al leer un informe. ¿Coincide con cómo me comporto en distintas situaciones? ¿Estarían de acuerdo las personas que me conocen bien? ¿Qué podría hacer con esta información? Hablar de tus resultados con un amigo puede aportarte nuevos puntos de vista útiles.',
      'Por último, recuerda para qué se creó el test. Un test de personalidad para conocerse mejor no es un diagnóstico clínico y no puede detectar un trastorno de salud mental. Si te preocupa tu salud mental, un profesional cualificado puede hacer una evaluación adecuada.',
    ],
  },
  '8': {
    title: 'Cómo elegir un profesional que encaje contigo',
    summary: 'La relación con tu terapeuta importa mucho. Estos pasos prácticos te ayudan a encontrar un profesional cualificado y a valorar si la relación funciona.',
    paragraphs: [
      'La investigación encuentra de forma sistemática que la relación de trabajo entre el cliente y el terapeuta, a menudo llamada alianza terapéutica, es uno de los mejores predictores de buenos resultados. Esto significa que encontrar a la persona adecuada merece cierto esfuerzo.',
      'Empieza por la formación. Comprueba que la persona está formada y colegiada o registrada en un organismo profesional reconocido de tu país. Los títulos varían de un país a otro, así que puedes preguntar directamente: ¿Qué formación tienes? ¿Quién supervisa tu trabajo? ¿Cómo proteges mi privacidad?',
      'Después, piensa en lo que necesitas. Algunos profesionales se centran en problemas concretos, como la ansiedad, el duelo o las relaciones. Otros trabajan con métodos determinados, como la terapia cognitivo-conductual o la terapia centrada en la persona. También puedes tener en cuenta aspectos prácticos: el idioma, la ubicación, las sesiones en línea, el coste y los horarios disponibles. La investigación sugiere que muchos métodos distintos funcionan, en promedio, de manera similar, así que tu confianza en la persona importa tanto como el método.',
      'Muchos profesionales ofrecen una primera llamada breve. Aprovéchala para notar cómo te sientes. ¿Te sientes escuchado y respetado? ¿Explica la persona con claridad cómo trabaja? No hace falta que te sientas completamente cómodo desde el principio, pero sí deberías sentirte seguro.',
      'Después de unas cuantas sesiones, es normal revisar juntos el trabajo. Si sientes que nada cambia, dilo; un buen profesional lo agradece. Si aun así la relación no encaja, cambiar a otro profesional es una decisión normal y sana. En una emergencia, no esperes a encontrar a la persona adecuada: contacta con los servicios de emergencia locales o con una línea de atención en crisis.',
    ],
  },
  '9': {
    title: 'Activación conductual: pequeñas acciones que levantan el ánimo',
    summary: 'Cuando el ánimo está bajo, solemos esperar a sentirnos mejor para hacer cosas. La activación conductual le da la vuelta y empieza por la acción.',
    paragraphs: [
      'El ánimo bajo suele llevar a las personas a aislarse. Dejan de quedar con sus amigos, abandonan sus aficiones y se quedan en casa. Es comprensible, pero también elimina las actividades que podrían aportar placer y sensación de logro, de modo que el ánimo puede hundirse aún más.',
      'La activación conductual es un enfoque terapéutico que actúa sobre este círculo. En lugar de esperar a tener motivación, la persona planifica actividades pequeñas y concretas y las hace aunque no le apetezca. Los estudios muestran que este enfoque puede ser tan eficaz como otras terapias estructuradas para la depresión.',
      'El primer paso suele ser la observación. Durante una semana, anotas lo que haces cada hora y valoras tu estado de ánimo. Muchas personas descubren patrones claros, por ejemplo que el ánimo es más bajo tras largos ratos en el sofá y más alto tras un paseo corto o una llamada a un amigo.',
      'Después eliges actividades que te importan y las haces lo bastante pequeñas para poder cumplirlas: un paseo de diez minutos en lugar de un plan de gimnasio, o un mensaje a un amigo en lugar de organizar una fiesta. Las programas en un calendario y observas cómo te sientes después. Con las semanas, las actividades pueden ir haciéndose más grandes y más regulares. Los tropiezos son normales; simplemente se ajusta el plan y se vuelve a empezar.',
      'La activación conductual es fácil de describir, pero puede ser difícil de llevar a cabo en solitario cuando el ánimo está muy bajo. Este artículo no sustituye la ayuda profesional. Si el ánimo bajo dura más de dos semanas o tienes pensamientos de hacerte daño, contacta con un médico, un profesional de la salud mental o una línea de atención en crisis.',
    ],
  },
  '10': {
    title: 'Burnout: primeras señales y qué puedes hacer',
    summary: 'El burnout se desarrolla poco a poco a partir de un estrés laboral prolongado. Reconocer las primeras señales te da más opciones para cambiar el rumbo.',
    paragraphs: [
      'La Organización Mundial de la Salud describe el burnout, o síndrome de desgaste profesional, como un fenómeno ocupacional causado por un estrés crónico en el trabajo que no se ha gestionado con éxito. Tiene tres rasgos principales: agotamiento, distanciamiento mental del propio trabajo o sentimientos de cinismo hacia él, y una menor eficacia laboral.',
      'El burnout rara vez aparece de repente. Entre las primeras señales suelen estar un cansancio que no desaparece tras un fin de semana, dificultad para desconectar por la noche, más irritabilidad y menos interés por partes del trabajo que antes tenían sentido. También pueden aparecer problemas de sueño, dolores de cabeza y resfriados frecuentes. Los compañeros y la familia pueden notar cambios, como aislamiento o menos paciencia, antes que la propia persona.',
      'Las causas suelen estar tanto en la situación laboral como en la persona. La investigación señala la carga de trabajo elevada, el poco control, los roles poco claros, la falta de reconocimiento, el trato injusto y el conflicto entre los valores personales y el puesto. Factores personales, como un perfeccionismo elevado o la dificultad para decir que no, pueden aumentar el riesgo.',
      'Algunos pasos útiles son hablar con tu responsable sobre prioridades y carga de trabajo, proteger pausas reales, poner límites a los mensajes de trabajo fuera del horario y reservar tiempo para dormir, moverte y estar con personas con las que disfrutas. Anotar durante dos semanas qué te agota y qué te recarga puede mostrar dónde más se necesita un cambio.',
      'El burnout puede solaparse con la depresión y la ansiedad, y sus síntomas pueden ser graves. Este artículo no sustituye la ayuda profesional. Si el agotamiento dura semanas, tu ánimo sigue bajo o las tareas diarias te parecen imposibles, habla con un médico o con un profesional de la salud mental.',
    ],
  },
  '11': {
    title: 'Cinco mitos sobre las personas introvertidas',
    summary: 'La introversión se malinterpreta a menudo. Esto es lo que dice la investigación sobre las personalidades tranquilas, y lo que no dice.',
    paragraphs: [
      'En la investigación sobre la personalidad, la introversión es el extremo bajo de la escala de extraversión. Las personas introvertidas tienden a preferir entornos más tranquilos y grupos más pequeños, y a menudo necesitan tiempo a solas para recargar energía después de eventos sociales intensos. La investigación sugiere que las personas difieren en cuánta estimulación les resulta cómoda, y que las introvertidas tienden a llegar antes a su límite. Como todo rasgo, es una cuestión de grado, y muchas personas están en algún punto intermedio.',
      'Mito uno: las personas introvertidas son tímidas. La timidez es miedo al juicio social, mientras que la introversión es una preferencia por menos estimulación. Algunas personas introvertidas no son nada tímidas, y algunas extravertidas sí lo son. Mito dos: a las personas introvertidas no les gusta la gente. La mayoría valora sus relaciones cercanas; a menudo prefieren conversaciones profundas con pocas personas a la charla superficial con muchas.',
      'Mito tres: las personas introvertidas no pueden ser líderes. Los estudios muestran que los líderes introvertidos pueden ser muy eficaces, sobre todo con equipos proactivos, porque tienden a escuchar y a dejar que otros aporten ideas. Mito cuatro: la introversión es algo que hay que corregir. Es una variación normal de la personalidad, no un problema.',
      'Mito cinco: las personas introvertidas y las extravertidas son completamente distintas. En realidad, todo el mundo se comporta de forma más o menos sociable según la situación. La investigación muestra incluso que las personas introvertidas a menudo disfrutan de comportarse de forma sociable durante un rato, aunque después puedan sentirse cansadas.',
      'Saber en qué punto de esta escala estás puede ayudarte a planificar tus días: cuándo buscar compañía, cuándo descansar y cómo explicar tus necesidades a los demás. Tu puntuación describe una tendencia, no un límite de lo que puedes hacer.',
    ],
  },
  '12': {
    title: 'El estrés y el cuerpo: qué ocurre y cómo recuperarse',
    summary: 'El estrés no está solo en la mente. Este artículo explica cómo reacciona el cuerpo ante la presión y qué hábitos sencillos le ayudan a volver a la calma.',
    paragraphs: [
      'Cuando te enfrentas a un reto, tu cuerpo se prepara para actuar. El sistema nervioso y hormonas como la adrenalina y el cortisol aceleran el corazón y la respiración y tensan los músculos. La energía se dirige adonde hace falta y la digestión se ralentiza. Esta respuesta de estrés es antigua y útil: nos ayuda a reaccionar con rapidez.',
      'Los problemas surgen cuando la respuesta se activa con demasiada frecuencia o durante demasiado tiempo. El estrés continuo se asocia con dormir mal, dolores de cabeza, problemas de estómago, tensión arterial alta y un sistema inmunitario más débil. También puede dificultar la concentración y el disfrute.',
      'La recuperación es la otra mitad de la historia. El cuerpo tiene un sistema de calma que ralentiza el corazón y favorece el descanso y la digestión. Respirar despacio, sobre todo alargando la espiración, es una forma sencilla de activarlo. Prueba a inspirar durante cuatro segundos y espirar durante seis segundos durante unos minutos.',
      'La actividad física regular, dormir lo suficiente, pasar tiempo en la naturaleza y el contacto con personas que te apoyan ayudan al cuerpo a recuperarse. Las pequeñas pausas a lo largo del día también cuentan: un paseo corto o unos minutos lejos de las pantallas pueden reducir la tensión antes de que se acumule. También ayuda reconocer tus propias señales tempranas, como la mandíbula apretada o una respiración superficial, para poder reaccionar antes.',
      'Algunos síntomas físicos pueden tener causas médicas, así que no lo expliques todo por el estrés. Este artículo no sustituye la ayuda profesional. Si los síntomas son intensos, nuevos o no desaparecen, acude a un médico; si el estrés te parece inmanejable, un profesional de la salud mental puede ayudarte.',
    ],
  },
};

const courseCategories: UserCenterTexts['courseCategories'] = {
  '1': { name: 'Autoconocimiento', description: 'Comprende tu personalidad, tus fortalezas y tus valores, y aplícalos en tu día a día.' },
  '2': { name: 'Relaciones', description: 'Construye relaciones más cercanas y serenas con tu pareja, tus amigos y tu familia.' },
  '3': { name: 'Trabajo y estrés', description: 'Gestiona la presión en el trabajo, recupera tu energía y previene el burnout.' },
};

const courses: UserCenterTexts['courses'] = {
  '1': {
    title: 'Comprende tu tipo de personalidad',
    summary: 'Una guía práctica para leer tu resultado de 16 tipos y aplicarlo en tu día a día.',
    description:
      'Este curso explica qué significan los cuatro pares de preferencias de un modelo de 16 tipos y cómo leer tu propio resultado. Unos ejercicios breves te ayudan a contrastar el resultado con tu vida real y a convertirlo en próximos pasos útiles.',
    author: 'Equipo editorial de Mindprint',
    chapters: [
      {
        title: 'Capítulo 1: Lo que un tipo de personalidad puede decirte',
        paragraphs: [
          'Un tipo de personalidad es un resumen breve de tus preferencias: de dónde sacas la energía, cómo recoges la información, cómo tomas decisiones y cómo te gusta organizar tu vida. Describe lo que te resulta natural, no lo que eres capaz de hacer. Cualquier tipo puede aprender cualquier habilidad.',
          'Tu resultado se basa en tus propias respuestas, así que refleja cómo te ves hoy. Es un punto de partida para reflexionar. La pregunta más útil no es «¿Soy yo?», sino «¿En qué me describe y en qué no?».',
          'Ejercicio: lee la descripción breve de tu tipo. Subraya tres frases que encajen bien contigo y rodea con un círculo una frase que no encaje. Para cada frase subrayada, escribe un ejemplo del último mes.',
        ],
      },
      {
        title: 'Capítulo 2: Los cuatro pares de preferencias',
        paragraphs: [
          'Extraversión e introversión describen hacia dónde diriges tu energía: hacia las personas y la actividad, o hacia tu mundo interior y la reflexión tranquila. Sensación e intuición describen cómo prefieres recoger la información: hechos concretos y experiencia, o patrones y posibilidades.',
          'Pensamiento y sentimiento describen cómo prefieres tomar decisiones: mediante el análisis lógico, o teniendo en cuenta los valores y a las personas implicadas. Juicio y percepción describen cómo te gusta vivir: con planes y asuntos cerrados, o con flexibilidad y opciones abiertas. Todo el mundo usa los dos lados de cada par; la preferencia solo indica qué lado te resulta más fácil.',
          'Ejercicio: para cada par, escribe una situación en la que usaste claramente tu lado preferido y otra en la que usaste el otro lado. Fíjate en cómo te sentiste en cada caso. Usar tu lado menos preferido suele ser posible, pero más cansado.',
        ],
      },
      {
        title: 'Capítulo 3: Preferencias claras y ajustadas',
        paragraphs: [
          'Tu informe muestra lo clara que es cada preferencia. Una preferencia clara significa que tus respuestas apuntaron con fuerza en una dirección. Una preferencia ajustada significa que tus respuestas estuvieron casi equilibradas, y que ambas descripciones pueden encajar contigo en distintas situaciones.',
          'Los resultados ajustados no son un problema. A menudo muestran flexibilidad. Sin embargo, también significan que la letra de tu tipo en ese par es menos segura. Si repites el test, esa es la letra con más probabilidades de cambiar. Esto no significa que el test haya fallado, sino que usas ambos lados con bastante frecuencia.',
          'Preguntas para reflexionar: ¿cuáles de tus preferencias son claras? ¿Cuáles son ajustadas? En un par ajustado, lee ambas descripciones. ¿En qué situaciones actúas como una y en cuáles como la otra? Pregunta a un amigo qué descripción cree que encaja mejor contigo y por qué.',
        ],
      },
      {
        title: 'Capítulo 4: Pon tu tipo en práctica',
        paragraphs: [
          'Conocer tus preferencias puede ayudarte a planificar tus días. Si prefieres la introversión, quizá te convenga reservar un rato tranquilo después de reuniones largas. Si prefieres la percepción, quizá te convenga fijar algunos plazos firmes para que las opciones abiertas no se conviertan en estrés de última hora.',
          'Tu tipo también puede mejorar la comunicación. Las personas con preferencias distintas pueden necesitar información distinta: hechos y pasos para unas, la visión de conjunto y los motivos para otras. Preguntar «¿Qué necesitas de mí para decidir?» suele ser más útil que adivinar.',
          'Ejercicio final: elige una situación que a menudo te sale mal, como las reuniones de equipo o la planificación de unas vacaciones. Escribe qué preferencias tuyas influyen, qué puede preferir la otra persona y un pequeño cambio que probarás esta semana.',
        ],
      },
    ],
  },
  '2': {
    title: 'Crecer con tus fortalezas',
    summary: 'Descubre tus fortalezas naturales, úsalas más a menudo y controla sus puntos ciegos.',
    description:
      'Las fortalezas son patrones de pensamiento, emoción y acción que te salen de forma natural y te dan energía. Este curso te ayuda a poner nombre a tus fortalezas, a usarlas de formas nuevas y a darte cuenta de cuándo abusas de una fortaleza. Cada capítulo termina con un ejercicio práctico.',
    author: 'Equipo editorial de Mindprint, serie Autoconocimiento',
    chapters: [
      {
        title: 'Capítulo 1: Qué se considera una fortaleza',
        paragraphs: [
          'Una fortaleza es más que algo que se te da bien. Es algo que haces bien, haces a menudo y disfrutas haciendo. Cuando usas una fortaleza, el tiempo pasa rápido y a menudo te sientes con más energía después, no con menos.',
          'La investigación en psicología positiva sugiere que las personas que usan a menudo sus fortalezas en la vida diaria refieren más bienestar y más implicación en el trabajo. El efecto no es mágico, pero es constante: el uso pequeño y regular importa más que un gran esfuerzo ocasional. Las fortalezas también crecen con la práctica, igual que las habilidades.',
          'Ejercicio: piensa en tres momentos del último año en los que diste lo mejor de ti. Para cada momento, escribe qué estabas haciendo, quién estaba presente y qué cualidades personales pusiste en juego. Busca las cualidades que aparecen más de una vez.',
        ],
      },
      {
        title: 'Capítulo 2: Poner nombre a tus fortalezas',
        paragraphs: [
          'Los resultados de personalidad pueden dar pistas útiles. Por ejemplo, una apertura alta suele ir unida a la curiosidad y la creatividad, y una responsabilidad alta a la constancia y la planificación. Las preferencias de tu tipo pueden apuntar en direcciones parecidas.',
          'Otras personas pueden ver fortalezas que nosotros damos por sentadas. Pregunta a tres personas que te conozcan bien: «¿Cuándo me has visto dar lo mejor de mí?». Recoge sus respuestas sin discutir ni dar explicaciones. Muchas personas se sorprenden de lo que notan los demás. Si varias personas mencionan la misma cualidad, es muy probable que sea una fortaleza real.',
          'Ejercicio: combina tu propia lista con las opiniones que has recibido. Elige las cinco fortalezas que aparecen con más frecuencia. Para cada una, escribe una frase breve con tus propias palabras, como «Me doy cuenta cuando alguien del grupo se siente excluido».',
        ],
      },
      {
        title: 'Capítulo 3: Usar tus fortalezas de formas nuevas',
        paragraphs: [
          'Un ejercicio muy estudiado consiste en usar una de tus principales fortalezas de una forma nueva cada día durante una semana. Los estudios han observado que esta práctica sencilla puede aumentar el bienestar durante semanas. La clave es la novedad: hacer algo conocido en un contexto nuevo.',
          'Por ejemplo, si la curiosidad es una de tus fortalezas, podrías preguntar a un compañero por su trabajo, volver a casa por otro camino o leer sobre un tema del que no sabes nada. Si la amabilidad es una de tus fortalezas, podrías escribir una nota de agradecimiento o ayudar a un vecino.',
          'Ejercicio: planifica siete pequeños usos nuevos de una fortaleza, uno para cada día de la próxima semana. Escríbelos antes de empezar. Cada noche, anota lo que hiciste y cómo te sentiste. Al final de la semana, lee tus notas y elige un uso para mantenerlo.',
        ],
      },
      {
        title: 'Capítulo 4: Cuando una fortaleza se vuelve excesiva',
        paragraphs: [
          'Cualquier fortaleza puede usarse en exceso. La constancia puede convertirse en terquedad, la sinceridad en dureza y el cuidado de los demás en descuido de uno mismo. El exceso suele aparecer con el estrés, cuando nos apoyamos en lo que nos parece más seguro. Los demás suelen notar el exceso antes que nosotros.',
          'El objetivo no es usar menos las fortalezas, sino usarlas con sabiduría: la fortaleza adecuada, en la medida adecuada y en el momento adecuado. Unas fortalezas pueden equilibrar a otras. Por ejemplo, la amabilidad puede suavizar la sinceridad, y la curiosidad puede abrir una constancia terca.',
          'Preguntas para reflexionar: ¿cuáles de tus fortalezas les parecen a veces excesivas a los demás? ¿En qué situaciones ocurre? ¿Qué otra fortaleza podría equilibrarla? Escribe una frase que puedas decirte cuando notes que empieza el exceso.',
        ],
      },
    ],
  },
  '3': {
    title: 'Comunicación en las relaciones cercanas',
    summary: 'Habla de tus necesidades, escucha bien y gestiona los conflictos de forma que os acerquen.',
    description:
      'Una buena comunicación es uno de los mejores predictores de relaciones duraderas y satisfactorias. Este curso te da herramientas prácticas para escuchar, expresar necesidades y gestionar desacuerdos con tu pareja, tus amigos y tu familia. También muestra cómo las distintas preferencias de personalidad influyen en la forma de hablar de cada persona.',
    author: 'Equipo editorial de Mindprint',
    chapters: [
      {
        title: 'Capítulo 1: Una escucha que hace sentir escuchado',
        paragraphs: [
          'La mayoría de las personas escucha para responder. La escucha activa significa escuchar para comprender. Prestas toda tu atención, guardas el móvil y compruebas que has entendido antes de dar tu propia opinión. Parece sencillo, pero requiere práctica, sobre todo cuando el tema es emocional.',
          'Dos herramientas sencillas ayudan mucho. La primera es resumir: «Entonces, ¿te sentiste solo cuando llegué tarde a casa?». La segunda es hacer preguntas abiertas que no se pueden responder con sí o no, como «¿Qué fue lo más difícil para ti?».',
          'Ejercicio: en tu próxima conversación importante, resume al menos dos veces lo que ha dicho la otra persona antes de dar tu opinión. Después, anota cómo fue la conversación y si la otra persona reaccionó de forma distinta a la habitual.',
        ],
      },
      {
        title: 'Capítulo 2: Decir lo que necesitas',
        paragraphs: [
          'Muchos conflictos empiezan con una crítica a la otra persona: «Nunca ayudas». Esto suele provocar una defensa, no un cambio. Una forma más útil es describir la situación, tu emoción y tu necesidad, y después hacer una petición clara.',
          'Por ejemplo: «Cuando por la noche los platos siguen en el fregadero, me siento cansado y solo con las tareas de casa. Necesito que las compartamos. ¿Podrías fregar los platos entre semana?». Es concreto, sincero y le da a la otra persona algo que puede hacer.',
          'Ejercicio: piensa en una queja que se repite en alguna de tus relaciones. Reescríbela en cuatro partes: situación, emoción, necesidad y petición. Léela en voz alta. ¿Suena a invitación o a ataque? Ajústala hasta que te parezca justa.',
        ],
      },
      {
        title: 'Capítulo 3: Gestionar los conflictos con calma',
        paragraphs: [
          'El conflicto es normal; lo que importa es cómo se gestiona. La investigación con parejas muestra que la crítica, el desprecio, la actitud defensiva y el bloqueo (cerrarse en banda) hacen que los conflictos sean más dañinos. Sus opuestos son empezar con suavidad, el respeto, asumir parte de la responsabilidad y mantener el contacto.',
          'Cuando las emociones se vuelven muy intensas, el cuerpo entra en una respuesta de estrés y cuesta escuchar. En ese momento, una pausa corta es mejor que una discusión larga. Acordad una señal, tomaos unos veinte minutos para calmaros y después volved al tema.',
          'Preguntas para reflexionar: ¿cómo suelen empezar los conflictos en tu relación? ¿Cuál de los cuatro patrones dañinos usas más? ¿Cómo sonaría un comienzo suave para vuestro tema de discusión más frecuente? Acuerda con la otra persona una señal de pausa que aceptéis los dos.',
        ],
      },
      {
        title: 'Capítulo 4: Personalidades distintas, estilos distintos',
        paragraphs: [
          'Las preferencias de personalidad influyen en cómo se comunican las personas. Alguien que prefiere la extraversión puede querer hablar de un problema enseguida, mientras que alguien que prefiere la introversión puede necesitar tiempo para pensar primero. Ninguna de las dos formas es incorrecta, pero la diferencia puede causar frustración.',
          'Del mismo modo, algunas personas prefieren hablar de hechos y soluciones, mientras que otras necesitan primero sentir que se comprenden sus emociones. Preguntar «¿Quieres un consejo o prefieres que te escuche?» puede evitar muchos malentendidos.',
          'Ejercicio final: con tu pareja o un amigo cercano, hablad de tres preguntas: ¿cuánto tiempo necesitas antes de hablar de un problema? ¿Qué te ayuda a sentirte comprendido? ¿Qué debería evitar hacer cuando estás molesto? Anotad las respuestas y guardadlas.',
        ],
      },
    ],
  },
  '4': {
    title: 'Amistad y sentido de pertenencia',
    summary: 'Haz nuevos amigos en la edad adulta, profundiza en las amistades que ya tienes y afronta la soledad.',
    description:
      'Las amistades protegen nuestra salud y nuestro bienestar; sin embargo, a muchos adultos les cuesta hacer amigos y conservarlos. Este curso explica lo que dice la investigación sobre cómo crecen las amistades y propone pasos pequeños y concretos para crear vínculos.',
    author: 'Equipo editorial de Mindprint, serie Relaciones',
    chapters: [
      {
        title: 'Capítulo 1: Por qué importa la amistad',
        paragraphs: [
          'Los vínculos sociales sólidos se asocian con mejor salud mental, mejor salud física e incluso una vida más larga. La soledad, en cambio, se asocia con estrés, mal sueño y ánimo bajo. Sentirse conectado es una necesidad humana básica, no un lujo.',
          'La soledad tiene que ver con la calidad de las relaciones, no con su número. Una persona puede sentirse sola en medio de una multitud y bien acompañada con solo dos amigos íntimos. Muchas personas se sienten solas en algún momento, sobre todo después de una mudanza, un cambio de trabajo o una ruptura.',
          'Preguntas para reflexionar: ¿con quién te sientes cercano ahora mismo? ¿A quién llamarías con una buena noticia, y a quién con una mala? ¿Estás satisfecho con tus vínculos y, si no, qué falta: más personas o un contacto más profundo con las que ya conoces?',
        ],
      },
      {
        title: 'Capítulo 2: Cómo crecen las amistades',
        paragraphs: [
          'La investigación sugiere que las amistades crecen a partir del contacto repetido a lo largo del tiempo. Ver con regularidad a las mismas personas, por ejemplo en una clase, un club o el trabajo, da a las relaciones la oportunidad de desarrollarse. Un estudio calculó que hacen falta unas 50 horas juntos para que un conocido se convierta en un amigo ocasional, y muchas más horas para un amigo íntimo.',
          'La familiaridad también ayuda: tendemos a apreciar más a los demás a medida que nos resultan familiares. Por eso las actividades regulares son mejores para hacer amigos que los eventos puntuales. Contar un poco más de ti con el tiempo, y responder con calidez cuando otros se abren, hace crecer la confianza.',
          'Ejercicio: elige una actividad regular en la que puedas ver a las mismas personas cada semana, como un grupo deportivo, una clase de idiomas o un voluntariado. Comprométete a ir al menos seis veces antes de decidir si te funciona.',
        ],
      },
      {
        title: 'Capítulo 3: Dar el primer paso',
        paragraphs: [
          'Muchas personas esperan a que sean los demás quienes den el primer paso. Los estudios muestran que a menudo subestimamos cuánto les gustamos a los demás después de una conversación y cuánto se alegrarían de saber de nosotros. Tomar la iniciativa suele recibirse mejor de lo que esperamos.',
          'Empieza por algo pequeño. Envía un mensaje breve a alguien con quien no hablas desde hace tiempo. Propón un plan concreto, como un paseo el sábado por la mañana, en lugar de un vago «a ver si quedamos algún día». Los planes concretos tienen muchas más probabilidades de cumplirse.',
          'Ejercicio: haz una lista de cinco personas a las que te gustaría ver más a menudo. Esta semana, contacta con dos de ellas con una propuesta concreta. Anota cómo te sentiste antes y después, y cómo respondieron.',
        ],
      },
      {
        title: 'Capítulo 4: Mantener vivas las amistades',
        paragraphs: [
          'Las amistades necesitan un cuidado regular. Los pequeños gestos cuentan: recordar una fecha importante, preguntar por algo que tu amigo mencionó la última vez o recibir sus buenas noticias con verdadero interés. Responder con entusiasmo a las buenas noticias se asocia con vínculos más fuertes.',
          'Los conflictos y la distancia ocurren en todas las amistades. A menudo ayuda un mensaje breve y sincero: «Echo de menos nuestras charlas. ¿Quedamos pronto?». Si una amistad provoca durante mucho tiempo más estrés que apoyo, también está bien darle menos espacio.',
          'Ejercicio final: dibuja tres círculos: amigos íntimos, buenos amigos y conocidos con los que te llevas bien. Sitúa a las personas en ellos. Para cada amigo íntimo, escribe un pequeño gesto que harás este mes para demostrarle que te importa. Si la soledad te pesa y se prolonga, plantéate hablar con un profesional.',
        ],
      },
    ],
  },
  '5': {
    title: 'Kit de herramientas contra el estrés diario',
    summary: 'Herramientas sencillas y basadas en la investigación para detectar el estrés a tiempo y calmar el cuerpo y la mente.',
    description:
      'El estrés forma parte de la vida, pero el estrés prolongado perjudica el sueño, el ánimo y la salud. Este curso enseña herramientas sencillas que puedes usar en pocos minutos: detectar las señales de estrés, respirar para calmarte, pensar de forma útil y cultivar hábitos diarios de recuperación.',
    author: 'Equipo editorial de Mindprint',
    chapters: [
      {
        title: 'Capítulo 1: Conoce tus señales de estrés',
        paragraphs: [
          'El estrés se manifiesta en el cuerpo, en los pensamientos, en las emociones y en la conducta. Las señales corporales pueden ser un cuello rígido, el corazón acelerado o dolor de estómago. Las señales en el pensamiento incluyen la preocupación y la dificultad para concentrarse. Las señales de conducta incluyen contestar mal a los demás, comer más o menos, o pasar el dedo por el móvil hasta tarde.',
          'Cada persona tiene sus propias señales tempranas típicas. Detectarlas pronto te da tiempo para actuar antes de que el estrés te desborde. La mayoría de las personas solo nota el estrés cuando ya es alto.',
          'Ejercicio: durante una semana, haz una pausa para observarte tres veces al día: por la mañana, a mediodía y por la noche. Puntúa tu estrés de 0 a 10 y anota una señal corporal, un pensamiento y una conducta que notes. Al final de la semana, marca tus tres señales tempranas más frecuentes.',
        ],
      },
      {
        title: 'Capítulo 2: Calmar el cuerpo',
        paragraphs: [
          'La respiración lenta es una de las formas más rápidas de calmar el cuerpo. Cuando la espiración es más larga que la inspiración, el sistema de calma del cuerpo se activa más y el ritmo cardíaco se ralentiza.',
          'Prueba esto: inspira por la nariz durante cuatro segundos y espira despacio por la boca durante seis segundos. Repite durante dos a cinco minutos. Otra opción es la respiración cuadrada: inspira contando cuatro, retén cuatro, espira cuatro y retén cuatro.',
          'Ejercicio: practica un método de respiración dos veces al día durante una semana, incluso cuando estés tranquilo. Practicar en calma hace que sea más fácil usarlo en momentos de estrés. Puntúa tu tensión de 0 a 10 antes y después de cada práctica y anota la diferencia.',
        ],
      },
      {
        title: 'Capítulo 3: Trabajar con los pensamientos estresantes',
        paragraphs: [
          'El estrés suele nacer de cómo interpretamos una situación. Pensamientos como «Esto va a ser un desastre» o «Tengo que hacerlo todo perfecto» hacen que el cuerpo reaccione como si hubiera un peligro real. Darte cuenta de estos pensamientos es el primer paso.',
          'Después, hazte preguntas útiles: ¿qué pruebas hay a favor y en contra de este pensamiento? ¿Cuál es el resultado más probable, no el peor? ¿Qué le diría a un amigo en la misma situación? El objetivo no es pensar en positivo, sino pensar de forma realista.',
          'Ejercicio: cuando notes una reacción de estrés fuerte esta semana, anota la situación, tu pensamiento, tu emoción y su intensidad de 0 a 100. Luego escribe un pensamiento más equilibrado y vuelve a puntuar tu emoción. Hazlo al menos tres veces.',
        ],
      },
      {
        title: 'Capítulo 4: Incluir la recuperación en tus días',
        paragraphs: [
          'La recuperación no es un premio por terminar todo el trabajo; es lo que hace posible trabajar bien. Las pausas cortas durante el día, un sueño regular, la actividad física y el tiempo con personas que te caen bien ayudan al cuerpo y a la mente a recuperarse.',
          'Las actividades que más se diferencian de tu trabajo son las que mejor te recuperan. Si tu trabajo es exigente a nivel mental, la actividad física o las manualidades pueden ayudarte. Si tu trabajo implica tratar con mucha gente, un rato de tranquilidad a solas puede ayudarte más. Desconectar del trabajo por la noche es uno de los mejores predictores de la recuperación.',
          'Ejercicio final: escribe tu plan personal contra el estrés en una página: tus señales tempranas, dos herramientas para calmarte, un pensamiento útil y tres actividades de recuperación para cada semana. Si el estrés se mantiene alto durante semanas o afecta a tu salud, habla con un médico o con un profesional de la salud mental.',
        ],
      },
    ],
  },
  '6': {
    title: 'Prevenir el burnout en el trabajo',
    summary: 'Entiende de dónde viene el burnout, protege tu energía y organiza tu trabajo de forma más saludable.',
    description:
      'El burnout se desarrolla poco a poco a partir de un estrés laboral prolongado. Este curso te ayuda a reconocer las primeras señales de alarma, a encontrar las principales fuentes de tensión en tu trabajo y a hacer cambios prácticos junto con tu equipo y tu responsable. También analiza cómo tus preferencias de personalidad influyen en lo que te agota y lo que te recarga.',
    author: 'Equipo editorial de Mindprint, serie Trabajo y bienestar',
    chapters: [
      {
        title: 'Capítulo 1: Entender el burnout',
        paragraphs: [
          'El burnout se describe como el resultado de un estrés laboral crónico que no se ha gestionado con éxito. Sus tres rasgos principales son el agotamiento, el distanciamiento mental o el cinismo hacia el trabajo y la sensación de una menor eficacia.',
          'El burnout no es una debilidad personal. La investigación muestra que las condiciones de trabajo desempeñan un papel importante: una gran carga de trabajo, poco control, falta de reconocimiento, malas relaciones en el equipo, injusticia y un desajuste entre los valores personales y el trabajo. Hábitos personales como el perfeccionismo pueden aumentar el riesgo.',
          'Preguntas para reflexionar: en una escala de 0 a 10, ¿qué nivel de agotamiento sientes al final de una semana normal? ¿Cómo ha cambiado tu actitud hacia tu trabajo en el último año? ¿Cuáles de las condiciones de trabajo anteriores reconoces en tu situación?',
        ],
      },
      {
        title: 'Capítulo 2: Identificar lo que te agota y lo que te recarga',
        paragraphs: [
          'La energía en el trabajo depende del equilibrio entre exigencias y recursos. Las exigencias son lo que cuesta esfuerzo, como los plazos o las conversaciones difíciles. Los recursos son lo que ayuda, como el apoyo de los compañeros, unos objetivos claros, la autonomía y el aprendizaje.',
          'Aquí también importan las preferencias de personalidad. A alguien que prefiere la introversión le pueden agotar las reuniones constantes, mientras que alguien que prefiere la extraversión puede sentirse agotado tras largos periodos trabajando solo. Conocer tus preferencias te ayuda a explicar tus necesidades.',
          'Ejercicio: durante dos semanas, anota cada día las tres cosas que más energía te quitan y las tres que más te dan en el trabajo. Al final, busca patrones. Marca cuáles de las que te agotan puedes cambiar tú, cuáles requieren una conversación y cuáles debes aceptar por ahora.',
        ],
      },
      {
        title: 'Capítulo 3: Poner límites y proteger la recuperación',
        paragraphs: [
          'Cuando el trabajo no deja de crecer, unos límites claros protegen tu salud. Esto puede significar horas fijas en las que no lees mensajes de trabajo, una pausa real para comer lejos de tu mesa o decir: «Puedo hacer esto, pero entonces esa otra tarea se retrasará. ¿Qué es más importante?».',
          'La recuperación fuera del trabajo es imprescindible. La desconexión psicológica, es decir, dejar de pensar en el trabajo en el tiempo libre, se asocia con fuerza a un menor agotamiento. Un pequeño ritual al final de la jornada, como escribir las tres tareas principales del día siguiente y cerrar el portátil, ayuda a la mente a soltar.',
          'Ejercicio: elige un límite que probarás durante las próximas dos semanas. Escríbelo, cuéntaselo a una persona y anota cada día si lo has cumplido y cómo te has sentido. Ajusta el límite si no es realista.',
        ],
      },
      {
        title: 'Capítulo 4: Cambiar el trabajo, no solo a ti mismo',
        paragraphs: [
          'Las herramientas individuales ayudan, pero un cambio duradero suele requerir cambios en el propio trabajo. El job crafting (rediseño del puesto) consiste en dar forma a tus tareas, tus relaciones y tu visión del trabajo para que encajen mejor contigo, por ejemplo asumiendo tareas que aprovechen tus fortalezas o cultivando el contacto con compañeros que te apoyan.',
          'Prepara una conversación con tu responsable. Describe los hechos: tu carga de trabajo, las horas que trabajas y los efectos que notas. Propón cambios concretos, como prioridades más claras, ayuda con un proyecto o un plazo más realista. La mayoría de los responsables prefieren conocer los problemas pronto.',
          'Ejercicio final: escribe tu plan en tres partes: un cambio que harás tú, un cambio que pedirás y una señal de alarma que te indicará que busques más ayuda. Si el agotamiento dura semanas o tu ánimo sigue bajo, habla con un médico o con un profesional de la salud mental; este curso no sustituye la ayuda profesional.',
        ],
      },
    ],
  },
};

const questions: UserCenterTexts['questions'] = {
  '1': {
    prompt: '¿Cuál de estos es uno de los cinco grandes rasgos de personalidad (Big Five)?',
    options: ['Ambición', 'Responsabilidad', 'Optimismo', 'Inteligencia'],
    analysis:
      'Los cinco grandes son apertura, responsabilidad, extraversión, amabilidad y neuroticismo. La responsabilidad describe lo organizada, cuidadosa y orientada a metas que tiende a ser una persona. La ambición y el optimismo están relacionados con estos rasgos, pero no forman parte de los cinco, y la inteligencia suele medirse como una capacidad, no como un rasgo de personalidad.',
  },
  '2': {
    prompt: '¿Qué número sigue en la serie: 2, 4, 8, 16, ?',
    options: [],
    analysis: 'Cada número es el doble del anterior: 2 × 2 = 4, 4 × 2 = 8, 8 × 2 = 16. Por tanto, el siguiente número es 16 × 2 = 32.',
  },
  '3': {
    prompt: '¿Qué forma de gestionar las emociones se asocia en la investigación con un mayor bienestar a largo plazo?',
    options: [
      'Ocultar tus sentimientos a todo el mundo',
      'Darle vueltas al problema una y otra vez',
      'La reevaluación: mirar la situación de una forma nueva',
      'Evitar todo lo que te recuerde el problema',
    ],
    analysis:
      'Los estudios sobre regulación emocional suelen encontrar que la reevaluación, es decir, cambiar la forma de interpretar una situación, se asocia con más emociones positivas y mejores relaciones. Reprimir los sentimientos, la rumiación repetida y la evitación constante se asocian con más malestar a largo plazo. Reevaluar no significa fingir que todo va bien; significa buscar una visión que sea a la vez realista y útil.',
  },
  '4': {
    prompt: '¿Cuáles de estas acciones forman parte de la escucha activa? Elige todas las correctas.',
    options: [
      'Resumir con tus propias palabras lo que ha dicho la otra persona',
      'Planear tu respuesta mientras la otra persona sigue hablando',
      'Hacer preguntas abiertas para entender más',
      'Llevar la conversación a una historia parecida que te pasó a ti',
    ],
    analysis:
      'La escucha activa consiste en prestar toda la atención y comprobar que entiendes. Resumir y hacer preguntas abiertas muestran a quien habla que se le ha escuchado y te ayudan a entenderle mejor. Planear tu respuesta mientras habla y pasar a tu propia historia desvían la atención de esa persona.',
  },
  '5': {
    prompt: 'En el conocido modelo de intereses profesionales de Holland (RIASEC), ¿qué significa la letra R?',
    options: ['Realista', 'Reflexivo', 'Racional', 'Responsable'],
    analysis:
      'Los seis tipos de intereses del modelo son Realista, Investigador, Artístico, Social, Emprendedor y Convencional. Los intereses realistas describen a personas que disfrutan del trabajo práctico y manual con herramientas, máquinas, plantas o animales. El modelo se utiliza mucho en la orientación profesional para relacionar intereses con entornos de trabajo.',
  },
  '6': {
    prompt: 'La investigación con parejas descubrió que una de estas conductas es una señal de alarma importante para una relación. ¿Cuál?',
    options: ['Discrepar de vez en cuando', 'Pasar algo de tiempo separados', 'Tener aficiones distintas', 'El desprecio, como burlarse o poner los ojos en blanco'],
    analysis:
      'Los estudios a largo plazo con parejas han encontrado que el desprecio, es decir, tratar a la pareja como inferior mediante burlas, sarcasmo o poniendo los ojos en blanco, es uno de los mejores predictores de separación. Los desacuerdos son normales en las relaciones sanas, y pasar tiempo separados o tener aficiones distintas no es un problema en sí mismo. Lo que más importa es cómo se tratan los miembros de la pareja durante un conflicto.',
  },
  '7': {
    prompt: '¿Cuántas horas de sueño por noche recomiendan los expertos en sueño para la mayoría de los adultos?',
    options: ['De 4 a 5 horas', 'De 7 a 9 horas', 'De 10 a 12 horas', 'No importa'],
    analysis:
      'Los grupos de expertos en medicina del sueño recomiendan de 7 a 9 horas por noche para la mayoría de los adultos. Dormir habitualmente menos de 7 horas se asocia con peor estado de ánimo, atención y salud. Las necesidades varían un poco de una persona a otra, pero muy pocas personas funcionan bien con 4 a 5 horas durante mucho tiempo.',
  },
  '8': {
    prompt:
      'En la respiración cuadrada inspiras durante 4 segundos, retienes el aire durante 4 segundos, espiras durante 4 segundos y vuelves a retener durante 4 segundos. ¿Cuántos segundos dura un ciclo completo?',
    options: [],
    analysis:
      'Un ciclo tiene cuatro pasos de 4 segundos cada uno: 4 + 4 + 4 + 4 = 16 segundos. Una respiración lenta y regular como esta puede ayudar al cuerpo a calmarse cuando sientes estrés.',
  },
  '9': {
    prompt: '¿Cuáles de estos rasgos pertenecen al modelo de personalidad de los cinco grandes? Elige todas las correctas.',
    options: ['Apertura a la experiencia', 'Amabilidad', 'Carisma', 'Neuroticismo'],
    analysis:
      'El modelo de los cinco grandes incluye apertura a la experiencia, responsabilidad, extraversión, amabilidad y neuroticismo (a veces llamado estabilidad emocional cuando se puntúa en sentido contrario). El carisma es una cualidad que notamos en los demás, pero no es uno de los cinco grandes rasgos.',
  },
  '10': {
    prompt: '¿Qué número no pertenece a este grupo: 3, 5, 7, 9, 11?',
    options: ['3', '5', '9', '11'],
    analysis:
      'Los números 3, 5, 7 y 11 son primos: cada uno solo se puede dividir entre 1 y entre sí mismo. El 9 se puede dividir entre 3 (3 × 3 = 9), así que es el único que no es primo.',
  },
  '11': {
    prompt: 'Poner un sentimiento en palabras, por ejemplo «Me siento ansioso», se llama etiquetado afectivo. ¿Qué sugiere la investigación que suele provocar?',
    options: [
      'A menudo reduce la intensidad del sentimiento',
      'Siempre hace que el sentimiento sea más fuerte',
      'No tiene ningún efecto',
      'Hace que olvides la situación',
    ],
    analysis:
      'Los estudios de neuroimagen y de laboratorio sugieren que nombrar una emoción puede reducir un poco su intensidad, probablemente porque activa zonas del cerebro implicadas en el autocontrol. Es una de las razones por las que escribir un diario y hablar de los sentimientos puede ayudar. No elimina el sentimiento, pero a menudo hace que sea más fácil de manejar.',
  },
  '12': {
    prompt: 'El efecto espectador describe lo que suele ocurrir cuando muchas personas presencian una emergencia. En comparación con estar solo, cada persona suele estar…',
    options: ['más dispuesta a ayudar', 'menos dispuesta a ayudar', 'exactamente igual de dispuesta a ayudar', 'segura de que ayudará'],
    analysis:
      'Los estudios sobre el efecto espectador muestran que las personas a menudo ayudan menos cuando hay otras presentes, porque la responsabilidad parece compartida y todos miran a los demás para decidir si hace falta ayuda. Conocer este efecto puede facilitar que actúes. Si presencias una emergencia, señala a una persona concreta y pídele ayuda directamente.',
  },
  '13': {
    prompt:
      'Trabajas en bloques de concentración de 25 minutos y, después de cada bloque, haces una pausa de 5 minutos. ¿Cuántos minutos duran en total cuatro bloques con sus pausas?',
    options: [],
    analysis: 'Cada bloque con su pausa dura 25 + 5 = 30 minutos. Cuatro bloques duran 4 × 30 = 120 minutos, es decir, dos horas.',
  },
  '14': {
    prompt: '¿Cuáles de estas conductas son señales de un conflicto sano en la pareja? Elige todas las correctas.',
    options: [
      'Hablar de una conducta concreta en lugar de atacar a la otra persona',
      'Hacer una breve pausa cuando estás demasiado alterado y luego volver al tema',
      'Sacar a relucir todos los errores del pasado',
      'Negarse a hablar e ignorar a la otra persona',
    ],
    analysis:
      'Un conflicto sano se centra en un problema concreto, no en el carácter de la otra persona. Una pausa breve y acordada ayuda a que ambos se calmen antes de continuar. Enumerar errores pasados y cerrarse a la otra persona (lo que a menudo se llama bloqueo) se asocian con conflictos más dañinos.',
  },
  '15': {
    prompt: '¿Cuánta actividad física moderada a la semana recomienda la Organización Mundial de la Salud para los adultos?',
    options: ['Unos 30 minutos', 'Unos 60 minutos', 'De 150 a 300 minutos', 'No hace falta ninguna actividad'],
    analysis:
      'La Organización Mundial de la Salud recomienda a los adultos al menos de 150 a 300 minutos de actividad moderada a la semana, como caminar a paso ligero o ir en bicicleta. La actividad regular también se asocia con mejor estado de ánimo y menos ansiedad. Cualquier cantidad de movimiento es mejor que ninguna, y se puede repartir a lo largo de la semana.',
  },
  '16': {
    prompt: '¿Qué hormona se suele llamar la «hormona del estrés»?',
    options: ['Cortisol', 'Insulina', 'Melatonina', 'Oxitocina'],
    analysis:
      'Las glándulas suprarrenales liberan cortisol cuando el cuerpo se enfrenta al estrés. Aumenta la energía disponible y ayuda al cuerpo a responder a un reto. Las subidas breves son normales y útiles, pero un cortisol que se mantiene alto durante mucho tiempo se asocia con problemas de sueño, de ánimo y de salud.',
  },
  '17': {
    prompt: 'En los tests de personalidad, ¿qué es un ítem inverso?',
    options: [
      'Una pregunta que se omite a propósito',
      'Una pregunta escrita en otro idioma',
      'Una pregunta que se hace dos veces',
      'Una pregunta en la que estar de acuerdo significa una puntuación más baja en el rasgo',
    ],
    analysis:
      'Un ítem inverso está redactado en la dirección opuesta al rasgo. Por ejemplo, en una escala de extraversión, estar de acuerdo con «Prefiero pasar las noches tranquilo y a solas» baja la puntuación de extraversión. Los autores de tests mezclan ítems normales e inversos para que una persona que simplemente está de acuerdo con todo no obtenga un resultado engañoso.',
  },
  '18': {
    prompt: '¿Qué número sigue en la serie: 1, 1, 2, 3, 5, 8, ?',
    options: [],
    analysis: 'Cada número es la suma de los dos anteriores: 1 + 1 = 2, 1 + 2 = 3, 2 + 3 = 5, 3 + 5 = 8. Por tanto, el siguiente número es 5 + 8 = 13.',
  },
  '19': {
    prompt: '¿Cuáles de estas son capacidades en los modelos habituales de inteligencia emocional? Elige todas las correctas.',
    options: ['Percibir las emociones propias y ajenas', 'Gestionar las emociones', 'Memorizar datos rápidamente', 'Comprender cómo cambian las emociones'],
    analysis:
      'Un modelo de inteligencia emocional muy utilizado describe cuatro capacidades: percibir las emociones, usar las emociones para apoyar el pensamiento, comprender las emociones y gestionar las emociones. Memorizar datos forma parte de la memoria y el aprendizaje en general, no de la inteligencia emocional.',
  },
  '20': {
    prompt: '¿Qué describe el «efecto de mera exposición»?',
    options: [
      'Las personas siempre rechazan lo que ven a menudo',
      'Las personas tienden a apreciar más las cosas después de verlas varias veces',
      'Las personas solo recuerdan lo primero que ven',
      'Las personas no reconocen caras que ya han visto',
    ],
    analysis:
      'El efecto de mera exposición es el hallazgo de que las personas tienden a apreciar más algo simplemente porque les resulta familiar. Se ha demostrado con caras, palabras, música e imágenes. Es una de las razones por las que el contacto sencillo y regular, como ver a los mismos vecinos cada día, puede ayudar a que surjan amistades.',
  },
  '21': {
    prompt: '¿Cómo describe el burnout la clasificación de la Organización Mundial de la Salud (CIE-11)?',
    options: [
      'Como un tipo de personalidad',
      'Como una enfermedad causada por un virus',
      'Como un fenómeno ocupacional causado por un estrés crónico en el trabajo que no se ha gestionado con éxito',
      'Como el cansancio normal después de un día largo',
    ],
    analysis:
      'La CIE-11 describe el burnout como un fenómeno ocupacional, no como una enfermedad. Es el resultado de un estrés crónico en el trabajo que no se ha gestionado con éxito y se manifiesta como agotamiento, distanciamiento mental del propio trabajo y menor eficacia laboral. Un día agotador no es burnout; el burnout se desarrolla durante un periodo largo.',
  },
  '22': {
    prompt: 'Un amigo te cuenta una buena noticia. ¿Qué respuesta se asocia en la investigación con relaciones más sólidas?',
    options: [
      'Mostrar verdadero interés y hacer preguntas sobre ella',
      'Señalar lo que podría salir mal',
      'Cambiar de tema',
      'Decir «qué bien» mientras miras el móvil',
    ],
    analysis:
      'La investigación sobre cómo respondemos a las buenas noticias encontró que las respuestas activas y constructivas, es decir, con entusiasmo e interés reales, se asocian con más confianza y satisfacción en las relaciones. Señalar problemas, ignorar la noticia o responder sin prestar atención se asocian con vínculos más débiles. Cómo compartimos la alegría puede importar tanto como cómo nos apoyamos en los momentos difíciles.',
  },
  '23': {
    prompt: 'Una persona duerme de 23:00 a 06:30. ¿Cuántas horas de sueño son? Escribe el número, por ejemplo 6,5.',
    options: [],
    analysis:
      'De 23:00 a 06:00 hay 7 horas, y de 06:00 a 06:30, media hora más. En total son 7,5 horas, dentro de las 7 a 9 horas recomendadas para la mayoría de los adultos.',
  },
  '24': {
    prompt: '¿Cuáles de estas son señales habituales de la respuesta de estrés del cuerpo? Elige todas las correctas.',
    options: ['Latidos más rápidos', 'Respiración más rápida', 'Músculos tensos', 'Pupilas más pequeñas'],
    analysis:
      'En la respuesta de estrés, el sistema nervioso prepara el cuerpo para la acción: el corazón late más rápido, la respiración se acelera y los músculos se tensan. Las pupilas suelen dilatarse, no contraerse, para dejar entrar más luz. Estos cambios son útiles ante retos breves, pero agotadores cuando se prolongan.',
  },
  '25': {
    prompt: '¿Qué te dice la «fiabilidad test-retest» sobre un test psicológico?',
    options: [
      'Cuánto tiempo se tarda en completar el test',
      'Si una persona obtiene resultados parecidos al repetir el test más adelante',
      'Cuántas personas han hecho el test',
      'Si las preguntas son fáciles de leer',
    ],
    analysis:
      'La fiabilidad test-retest muestra lo estables que son los resultados con el tiempo: las mismas personas hacen el test dos veces, con unas semanas de diferencia, y se comparan los dos conjuntos de puntuaciones. En rasgos estables como la personalidad, los buenos tests muestran una gran concordancia. La fiabilidad es necesaria para que un test sea útil, pero no demuestra que mida lo que debe; eso se llama validez.',
  },
  '26': {
    prompt: 'Si todos los Blips son Zogs y todos los Zogs son verdes, ¿qué afirmación tiene que ser verdadera?',
    options: ['Todos los Blips son verdes', 'Todas las cosas verdes son Blips', 'Algunos Zogs no son verdes', 'Ningún Blip es verde'],
    analysis:
      'Cada Blip es un Zog, y cada Zog es verde, así que cada Blip tiene que ser verde. Las demás afirmaciones no se deducen: puede haber cosas verdes que no sean Blips, y las premisas dicen que todos los Zogs son verdes. Usar palabras inventadas te ayuda a comprobar la lógica sin dejarte influir por lo que ya sabes.',
  },
  '27': {
    prompt: 'En un diario de ánimo, una persona puntúa su estado de ánimo de 1 a 10. Durante cinco días, las puntuaciones son 4, 6, 5, 7 y 8. ¿Cuál es la puntuación media?',
    options: [],
    analysis:
      'Suma las puntuaciones y divide entre el número de días: 4 + 6 + 5 + 7 + 8 = 30, y 30 ÷ 5 = 6. Registrar el estado de ánimo con números sencillos puede ayudar a detectar patrones, por ejemplo cómo influyen el sueño o la actividad en cómo te sientes.',
  },
  '28': {
    prompt: '¿Cuál de estas es una pregunta abierta?',
    options: ['«¿Fue bien la reunión?»', '«¿Fuiste a la reunión?»', '«¿Estás cansado después de la reunión?»', '«¿Cómo viviste tú la reunión?»'],
    analysis:
      'Una pregunta abierta no se puede responder solo con «sí» o «no»; invita a la otra persona a describir su experiencia con sus propias palabras. Las preguntas abiertas son una habilidad básica en la orientación psicológica y en la conversación cotidiana, porque ayudan a las personas a contar más. Las otras tres preguntas se pueden responder con una sola palabra.',
  },
  '29': {
    prompt: '¿Cuáles de estas prácticas cuentan con respaldo de la investigación para reducir el estrés laboral? Elige todas las correctas.',
    options: [
      'Revisar los mensajes del trabajo a todas horas',
      'Hacer pausas breves y regulares durante el día',
      'Acordar prioridades claras con tu responsable',
      'Dormir menos para terminar más tareas',
    ],
    analysis:
      'Las pausas breves ayudan a recuperar energía y atención durante el día, y unas prioridades claras reducen la confusión de roles, una fuente conocida de estrés laboral. Estar siempre disponible y recortar horas de sueño se asocian, con el tiempo, con más agotamiento y peor rendimiento.',
  },
  '30': {
    prompt: 'En psicología, ¿de qué trata principalmente el «estilo de apego»?',
    options: [
      'De cómo decora una persona su casa',
      'De la firmeza con la que una persona se aferra a sus opiniones',
      'De los patrones con los que las personas buscan cercanía y reaccionan a la separación en las relaciones cercanas',
      'De cómo organiza una persona su trabajo',
    ],
    analysis:
      'La teoría del apego describe cómo las primeras experiencias con los cuidadores moldean los patrones de las relaciones cercanas en etapas posteriores de la vida, como la forma de buscar cercanía, confiar en los demás y reaccionar a la distancia. La investigación suele describir patrones seguros, ansiosos y evitativos. Estos patrones son tendencias, no etiquetas fijas, y pueden cambiar con nuevas experiencias.',
  },
};

const games: UserCenterTexts['games'] = {
  '2048': {
    name: '2048',
    description: 'Desliza fichas numeradas y une los números iguales hasta llegar a la ficha 2048. Un rompecabezas tranquilo que entrena la planificación.',
    howToPlay:
      'Usa las flechas del teclado o desliza el dedo hacia arriba, abajo, izquierda o derecha en una pantalla táctil. Todas las fichas se desplazan en esa dirección. Cuando dos fichas con el mismo número se tocan, se unen en una sola ficha con el doble de valor. Después de cada movimiento aparece una ficha nueva. La partida termina cuando no queda ningún movimiento posible.',
  },
  jump: {
    name: 'JUMP',
    description: 'Tu corredor avanza solo. Salta los obstáculos en el momento justo y descubre hasta dónde llegas.',
    howToPlay:
      'Pulsa la barra espaciadora o toca la pantalla para saltar. Calcula cada salto para que el corredor supere el obstáculo que tiene delante. El juego se acelera cuanto más tiempo corres. Termina cuando el corredor choca con un obstáculo, y tu puntuación es la distancia recorrida.',
  },
  'jump-and-jump': {
    name: 'Jump and Jump',
    description: 'Salta de plataforma en plataforma. Cuanto más cargas, más lejos saltas, así que calcula bien cada distancia.',
    howToPlay:
      'Mantén pulsada la barra espaciadora, el botón del ratón o el dedo sobre la pantalla para cargar un salto. Suelta para saltar. Cuanto más tiempo mantengas pulsado, más largo será el salto. Aterriza en la siguiente plataforma para sumar un punto; aterriza en el centro para conseguir puntos extra. La partida termina cuando fallas una plataforma.',
  },
  maze: {
    name: 'Laberinto',
    description: 'Encuentra el camino desde la entrada hasta la salida del laberinto con los menos movimientos y en el menor tiempo posible.',
    howToPlay:
      'Usa las flechas del teclado o desliza el dedo hacia arriba, abajo, izquierda o derecha en una pantalla táctil para avanzar una casilla en esa dirección. Los muros te cierran el paso, así que mira adelante y planifica tu ruta. Llega a la salida para terminar; cuanto antes termines, mejor será tu puntuación.',
  },
};

export const esTexts: UserCenterTexts = {
  articleCategories: {
    all: 'Todo',
    'psychology-science': 'Ciencia psicológica',
    'psychology-test': 'Tests psicológicos',
    'psychology-consultation': 'Orientación psicológica',
    'psychology-treatment': 'Tratamiento psicológico',
    'mental-health': 'Salud mental',
  },
  articles,
  courseCategories,
  courses,
  questionTypes: {
    personality: 'Personalidad',
    intelligence: 'Razonamiento',
    emotional: 'Emociones',
    social: 'Vida social',
    career: 'Carrera profesional',
    relationship: 'Relaciones',
    health: 'Salud',
    stress: 'Estrés',
  },
  questions,
  games,
};
